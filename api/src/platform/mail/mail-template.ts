// What a mail template is (README.md beside this file): a kind (the outbox row's `kind`),
// a zod schema for the row's payload, and copy in each of the four languages that turns
// the payload into structured content. The template never writes HTML: the layout
// (mail-layout.ts) escapes every value and builds both the HTML and the plain-text part,
// and links are paths that format.link() puts on our own origin, so no template can
// inject markup or send a shopper elsewhere. A template may also attach files built from
// its payload (the booking mails' calendar file); most attach nothing.
import { z } from 'zod';
import { countrySchema, languageSchema, type Country, type Language } from '@beauty/contracts/locale';

/** Every payload may say where and in which language the shopper is; missing means the country's default. */
export const mailLocaleFields = {
  country: countrySchema.optional(),
  language: languageSchema.optional(),
};

/** An amount in minor units with its currency, as everywhere else. */
export const mailMoneySchema = z.object({ amount: z.number().int(), currency: z.string().length(3) });

/** A path on our own site: starts with one "/", no scheme, no host, no backslash or spaces. */
export const sitePathSchema = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'a path on our own site');

export interface MailFormat {
  country: Country;
  language: Language;
  /** "S$52", "Rp 850.000" for the shopper's locale. */
  money(value: { amount: number; currency: string }): string;
  /** A long date in the country's time zone (or a YYYY-MM-DD day as is), e.g. "26 November 2026". */
  date(iso: string | Date): string;
  /** The mail's first line to the shopper: "Hi Ana," or, without a name, "Hello,". */
  greeting(name?: string | null): string;
  /** An absolute URL on our own origin for a site path (throws for anything else). */
  link(path: string): string;
  /** The signed paths of pages only their holder may open (decision 0146), signed at sending. */
  signed: MailLinkSigner;
}

/** Signs a mail's links with the secrets of the domains they open; the sender builds one per run. */
export interface MailLinkSigner {
  /** The order page: the guest's key, or a member's link that ends (order/order-link.ts). */
  orderPath(orderId: string, member: boolean): string;
}

/** For a sender given no secrets (a test of another template): an order mail cannot be rendered. */
export const NO_LINK_SIGNER: MailLinkSigner = {
  orderPath() {
    throw new Error('no signer for order links was given to the mail sender');
  },
};

export interface MailContent {
  subject: string;
  /** The first line a mail client previews. */
  preheader?: string;
  greeting?: string;
  paragraphs: string[];
  /** Label and value pairs (order number, total, code). */
  facts?: Array<[string, string]>;
  /** Rows of a table (order lines): label, quantity, amount. */
  lines?: Array<{ label: string; detail?: string; amount?: string }>;
  action?: { label: string; path: string };
  /** Further links after the action, each its own line (a booking's "cancel" beside "reschedule"). */
  links?: Array<{ label: string; path: string }>;
  /** A short line after the action (why you got this, when the link expires). */
  note?: string;
}

export type MailCopy<P> = Record<Language, (payload: P, format: MailFormat) => MailContent>;

/** A sentence of a template's words with its {name} places filled in, in one pass: a value (a shopper's words) is never read for places itself. */
export function fillIn(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (place, name: string) => (name in values ? String(values[name]) : place));
}

/** The copy of a template whose languages differ only in their words: one build for all, given the language's words. */
export function copyFromWords<W, P>(words: Record<Language, W>, build: (words: W, payload: P, format: MailFormat) => MailContent): MailCopy<P> {
  return {
    en: (payload, format) => build(words.en, payload, format),
    id: (payload, format) => build(words.id, payload, format),
    th: (payload, format) => build(words.th, payload, format),
    zh: (payload, format) => build(words.zh, payload, format),
  };
}

/** A file sent with the mail: `text/calendar; charset=utf-8; method=REQUEST` goes as the calendar invitation (mail-transport.ts). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Who the message is from and to, for a file that names them (a calendar's organizer and attendee). */
export interface MailEnvelope {
  from: { name: string; address: string };
  to: string;
}

export type MailAttachments<P> = (payload: P, format: MailFormat, envelope: MailEnvelope) => MailAttachment[];

export interface MailTemplate<S extends z.ZodType = z.ZodType> {
  readonly kind: string;
  readonly payload: S;
  readonly copy: MailCopy<z.output<S>>;
  readonly attachments?: MailAttachments<z.output<S>>;
}

export function defineMailTemplate<S extends z.ZodType>(
  kind: string,
  payload: S,
  copy: MailCopy<z.output<S>>,
  options: { attachments?: MailAttachments<z.output<S>> } = {},
): MailTemplate<S> {
  return { kind, payload, copy, ...(options.attachments ? { attachments: options.attachments } : {}) };
}
