// The mail settings, part of the api's environment (env.ts parses it once at boot; decision 0084):
// - SMTP_URL (smtp:// or smtps://, with credentials if any): send through that server.
//   Unset: every message is written as an .eml file under MAIL_DIR instead, and the
//   development inbox (/dev/inbox, outside production only) reads them.
// - MAIL_DIR: where those files go; by default <DATA_DIR>-mail (.data/pglite-mail).
// - MAIL_FROM_DOMAIN: the domain of each country's sender address.
// - SITE_ORIGIN: the storefront's origin; every link in a mail is a path on it.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { blankIsUnset } from '../env-fields.ts';

export const mailEnvSchema = z.object({
  SMTP_URL: blankIsUnset(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_DIR: blankIsUnset(z.string().optional()),
  MAIL_FROM_DOMAIN: blankIsUnset(
    z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i)
      .default('lumi-beauty.example'),
  ),
  SITE_ORIGIN: blankIsUnset(z.url({ protocol: /^https?$/ }).default('http://localhost:3000')),
  // Tries before a message is dead (the first included), and the first wait between two.
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
});

export type MailEnv = z.infer<typeof mailEnvSchema>;

export interface MailConfig {
  smtpUrl: string | undefined;
  mailDir: string;
  fromDomain: string;
  siteOrigin: string;
  maxAttempts: number;
  retryBaseMs: number;
}

/**
 * Beside the PGlite directory, named after it (.data/pglite -> .data/pglite-mail): under the
 * same data folder, never inside the database's own files, and one per data directory, so
 * two stacks (an e2e run beside `pnpm start`) never read each other's mail.
 */
export function defaultMailDir(dataDir: string): string {
  return `${path.resolve(dataDir)}-mail`;
}

/** The parsed variables as the mail settings; dataDir: the database's folder, beside which the files go by default. */
export function mailConfig(parsed: MailEnv, dataDir: string): MailConfig {
  return {
    smtpUrl: parsed.SMTP_URL,
    mailDir: path.resolve(parsed.MAIL_DIR ?? defaultMailDir(dataDir)),
    fromDomain: parsed.MAIL_FROM_DOMAIN,
    siteOrigin: parsed.SITE_ORIGIN,
    maxAttempts: parsed.MAIL_MAX_ATTEMPTS,
    retryBaseMs: parsed.MAIL_RETRY_BASE_MS,
  };
}

/** For an app built without a configuration (tests): files in a fresh folder of its own, fast retries. */
export function testMailConfig(): MailConfig {
  return mailConfig(mailEnvSchema.parse({ MAIL_DIR: path.join(os.tmpdir(), 'beauty-mail', randomUUID()), MAIL_RETRY_BASE_MS: '1000' }), os.tmpdir());
}
