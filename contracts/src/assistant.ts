// The beauty assistant's conversation as the api stores it (issue 17). The api keeps it so
// a member's conversation follows them across devices and ends with their account; the
// assistant itself (parsing, tools, answers) lives in the gateway, which is where the
// tools (GraphQL operations) are.
import { z } from 'zod';

/** What one stored conversation keeps: the last turns only. */
export const ASSISTANT_MAX_MESSAGES = 40;
export const ASSISTANT_MAX_TEXT = 2_000;

export const assistantMessageSchema = z.object({
  id: z.string().min(1).max(64),
  role: z.enum(['shopper', 'assistant']),
  text: z.string().max(ASSISTANT_MAX_TEXT),
  /** Product ids the answer showed as cards (from a tool, never made up). */
  productIds: z.array(z.string().max(64)).max(6).default([]),
  suggestions: z.array(z.string().max(200)).max(6).default([]),
  link: z
    .object({
      label: z.string().max(200),
      href: z
        .string()
        .max(500)
        .regex(/^\/(?![/\\])/, 'a path on our site'),
    })
    .nullable()
    .default(null),
  createdAt: z.string().max(40),
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

export const assistantConversationSchema = z.object({
  id: z.string(),
  messages: z.array(assistantMessageSchema),
});
export type AssistantConversation = z.infer<typeof assistantConversationSchema>;

export const appendAssistantMessagesSchema = z.object({
  messages: z.array(assistantMessageSchema).min(1).max(4),
});
