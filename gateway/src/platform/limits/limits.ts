// The query limits in one place (docs/architecture.md#graphql-conventions: "Limits on depth, cost, aliases and
// tokens"; reliability 27; decisions 0001 and 0053). Sized so that the storefront's own
// operations pass with room to spare (the deepest is 6 levels, the dearest costs about
// 2,900, the longest has under 250 tokens) and GraphiQL's introspection query passes.
import type { ValidationRule } from 'graphql';
import { MAX_PAGE_SIZE } from '@beauty/contracts/catalog';
import { aliasLimit } from './alias-limit.ts';
import { depthLimit } from './depth-limit.ts';
import { directiveLimit } from './directive-limit.ts';
import { introspectionGate } from './introspection-gate.ts';
import { sensitiveMutationLimit } from './sensitive-mutations.ts';

export const LIMITS = {
  maxDepth: 6,
  maxIntrospectionDepth: 15,
  maxAliases: 15,
  maxDirectives: 50,
  maxCost: 5_000,
  defaultListSize: 10,
  /** first/last/limit of any field (the biggest listing page, 96). */
  maxPageSize: MAX_PAGE_SIZE,
  /** Items of one list argument. */
  maxListLength: 250,
  /** Characters of a string argument without its own @maxLength in the schema. */
  maxStringLength: 1_000,
  /** Characters of one GraphQL document. */
  maxQueryLength: 16_000,
  /** Lexical tokens of one document (graphql-js parse option). */
  maxTokens: 1_000,
  /** Bytes of one HTTP body (the document plus its variables), refused with 413 unread. */
  maxBodyBytes: 100 * 1024,
} as const;

/**
 * The cost budget of one operation per channel (decision 0119): a kiosk's screens are simple
 * and its requests come from a public screen, so it gets less than the web's dearest page.
 */
export const CHANNEL_MAX_COST = { web: LIMITS.maxCost, kiosk: 3_000 } as const;

/** The rules that need only the document; operation-limits.ts has those needing variables. */
export const limitRules = ({ introspection }: { introspection: boolean }): ValidationRule[] => [
  depthLimit(LIMITS),
  aliasLimit(LIMITS),
  directiveLimit(LIMITS),
  sensitiveMutationLimit(),
  ...(introspection ? [] : [introspectionGate()]),
];
