// What the Beauty Pass mails share (written by the loyalty jobs, loyalty/jobs/*): the
// payload fields every one carries, the greeting (by first name), the tier names (brand names, the same in
// every language, as the web shows them; a new "pink" member is shown as White), points as
// a number in the shopper's locale, and the link to the member's points page.
import { z } from 'zod';
import type { Language } from '@beauty/contracts/locale';
import { localeTag } from '@beauty/contracts/locale-tag';
import type { Tier } from '@beauty/contracts/loyalty';
import { mailLocaleFields, type MailContent, type MailFormat } from '../../platform/mail/mail-template.ts';

export const loyaltyMailFields = {
  ...mailLocaleFields,
  /** Kept in the row for support; no mail shows it. */
  userId: z.string().max(100).optional(),
  firstName: z.string().max(100).optional(),
};

/** An instant as the jobs write it (toISOString()). */
export const instantSchema = z.iso.datetime({ offset: true });

/** The member's points history and balance on the site. */
export const POINTS_PAGE = '/account/points';

export const TIER_NAMES: Record<Tier, string> = { pink: 'White', white: 'White', black: 'Black', gold: 'Gold' };

/** A number in the shopper's locale ("1,234", "1.234"), by Intl like money and dates. */
export function formatNumber(f: MailFormat, value: number): string {
  return new Intl.NumberFormat(localeTag({ language: f.language, country: f.country })).format(value);
}

/** "1,234 points", "1.234 poin", "1,234 คะแนน", "1,234 積分". */
export function pointsText(f: MailFormat, points: number): string {
  const n = formatNumber(f, points);
  switch (f.language) {
    case 'en':
      return `${n} ${points === 1 ? 'point' : 'points'}`;
    case 'id':
      return `${n} poin`;
    case 'th':
      return `${n} คะแนน`;
    case 'zh':
      return `${n} 積分`;
  }
}

const SHARED: Record<Language, { action: string; note: string }> = {
  en: { action: 'See my points', note: 'You receive this e-mail because you are a Beauty Pass member.' },
  id: { action: 'Lihat poin saya', note: 'Anda menerima e-mail ini karena Anda adalah anggota Beauty Pass.' },
  th: { action: 'ดูคะแนนของฉัน', note: 'คุณได้รับอีเมลนี้เนื่องจากเป็นสมาชิก Beauty Pass' },
  zh: { action: '查看我的積分', note: '由於您是 Beauty Pass 會員，因此收到此電郵。' },
};

/** Every Beauty Pass mail: greeting by first name, the link to the points page, why it came. */
export function loyaltyContent(
  p: { firstName?: string | undefined },
  f: MailFormat,
  own: { subject: string; preheader?: string; paragraphs: string[]; facts?: Array<[string, string]> },
): MailContent {
  const shared = SHARED[f.language];
  return {
    subject: own.subject,
    ...(own.preheader ? { preheader: own.preheader } : {}),
    greeting: f.greeting(p.firstName),
    paragraphs: own.paragraphs,
    ...(own.facts?.length ? { facts: own.facts } : {}),
    action: { label: shared.action, path: POINTS_PAGE },
    note: shared.note,
  };
}
