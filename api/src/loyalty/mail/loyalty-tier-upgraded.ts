// Sent when a member's counted spend lifts them to Black or Gold (loyalty/jobs/count-tier-spend.ts,
// kind 'loyalty_tier_upgraded'); upgrades happen as soon as the spend is reached (loyalty/tiers.ts).
// Its words, by language: loyalty-tier-upgraded.json.
import { z } from 'zod';
import { copyFromWords, defineMailTemplate, fillIn, type MailFormat } from '../../platform/mail/mail-template.ts';
import words from './loyalty-tier-upgraded.json' with { type: 'json' };
import { formatNumber, instantSchema, loyaltyContent, loyaltyMailFields, TIER_NAMES } from './loyalty-mail.ts';

export const loyaltyTierUpgradedPayload = z.object({
  ...loyaltyMailFields,
  tier: z.enum(['black', 'gold']),
  /** The end of the current membership year. */
  yearEnd: instantSchema,
  /** Points earned per purchase at the new tier, in percent of the base (loyalty/earn.ts: 125, 150). */
  earnPercent: z.number().int().min(100).max(1000).optional(),
});
type Payload = z.output<typeof loyaltyTierUpgradedPayload>;

const DEFAULT_EARN_PERCENT = { black: 125, gold: 150 } as const;
/** "1.25", "1,25": the tier's points rate in the shopper's locale. */
const rate = (p: Payload, f: MailFormat) => formatNumber(f, (p.earnPercent ?? DEFAULT_EARN_PERCENT[p.tier]) / 100);

export const loyaltyTierUpgraded = defineMailTemplate(
  'loyalty_tier_upgraded',
  loyaltyTierUpgradedPayload,
  copyFromWords(words, (w, p, f) => {
    const values = { tier: TIER_NAMES[p.tier], rate: rate(p, f), yearEnd: f.date(p.yearEnd) };
    return loyaltyContent(p, f, {
      subject: fillIn(w.subject, values),
      paragraphs: [fillIn(w.upgraded, values), fillIn(p.tier === 'gold' ? w.goldBenefits : w.blackBenefits, values), fillIn(w.yearEnds, values)],
      facts: [
        [w.tierLabel, values.tier],
        [w.yearEndLabel, values.yearEnd],
      ],
    });
  }),
);
