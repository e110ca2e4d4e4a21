// A member's Beauty Pass in words (issue 17, decision 0113): points to spend and pending,
// the tier and what it takes to reach the next (or keep this one), and points about to
// expire; all from the member's own pass (me.beautyPass, run with their session). A guest
// is asked to sign in and shown nothing.
import { formatDay, formatInCountry } from '@beauty/contracts/calendar';
import { formatMoney } from '@beauty/contracts/money';
import { localeTag } from '@beauty/contracts/locale-tag';
import type { Locale } from '../locale/resolve-locale.ts';
import type { AssistantAnswer } from './answer.ts';
import { ASSISTANT_PATHS, signInPath } from './paths.ts';
import { label, reply } from './replies.ts';
import type { Tools } from './tools.ts';
import { sentences, visitReply } from './visit-replies.ts';

/** Tiers as the account page names them in every language (White, Black, Gold; Pink shows as White). */
const tierName = (tier: string) => (tier === 'PINK' ? 'White' : `${tier.charAt(0)}${tier.slice(1).toLowerCase()}`);

/** A calendar day as is, an instant on the site country's calendar. */
const dateText = (value: string, locale: Locale) =>
  /^\d{4}-\d{2}-\d{2}$/u.test(value)
    ? formatDay(value, localeTag(locale), { dateStyle: 'medium' })
    : formatInCountry(value, localeTag(locale), locale.country, { dateStyle: 'medium' });

export const pointsSignIn = (locale: Locale): AssistantAnswer => ({
  text: reply('pointsGuest', locale.language),
  productIds: [],
  suggestions: [],
  link: { label: label('signIn', locale.language), href: signInPath(ASSISTANT_PATHS.points) },
});

export async function pointsAnswer(tools: Tools, locale: Locale): Promise<AssistantAnswer> {
  const pass = await tools.points();
  if (pass === null) return pointsSignIn(locale);
  const { language } = locale;
  const tag = localeTag(locale);
  const number = (n: number) => new Intl.NumberFormat(tag).format(n);
  const { points, progress } = pass;
  const tier = tierName(pass.tierLabel);
  const parts = [
    visitReply('pointsBalance', language, {
      valid: number(points.valid),
      pending: points.pending > 0 ? visitReply('pointsPending', language, { pending: number(points.pending) }) : '',
    }),
    progress.nextTier && progress.toNextTier
      ? visitReply('tierNext', language, {
          tier,
          amount: formatMoney(progress.toNextTier, tag),
          date: dateText(progress.yearEnd, locale),
          next: tierName(progress.nextTier),
        })
      : progress.toKeep && progress.toKeep.amount > 0
        ? visitReply('tierKeep', language, { tier, amount: formatMoney(progress.toKeep, tag), date: dateText(progress.yearEnd, locale) })
        : visitReply('tier', language, { tier }),
    points.expiringSoon
      ? visitReply('expiring', language, { points: number(points.expiringSoon.points), date: dateText(points.expiringSoon.date, locale) })
      : visitReply('noneExpiring', language),
  ];
  return { text: sentences(parts, language), productIds: [], suggestions: [], link: { label: label('account', language), href: ASSISTANT_PATHS.points } };
}
