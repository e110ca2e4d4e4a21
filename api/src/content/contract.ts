// The REST contract of layouts/ (spec §3 "Layout response", §2 navigation guard).
import { z } from 'zod';

export const navLinkSchema = z.object({ label: z.string(), href: z.string() });
export const navItemSchema = navLinkSchema.extend({ children: z.array(navLinkSchema) });

export const exemptedPathSchema = z.object({
  type: z.enum(['absolute', 'regex', 'startsWith']),
  value: z.string(),
});

export const layoutSchema = z.object({
  header: z.object({ navigation: z.array(navItemSchema) }),
  footer: z.object({ columns: z.array(z.object({ title: z.string(), links: z.array(navLinkSchema) })) }),
  config: z.object({ smartLinkExemptedPaths: z.array(exemptedPathSchema) }),
});
export type Layout = z.infer<typeof layoutSchema>;
