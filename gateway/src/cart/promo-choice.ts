// One promo per order (decision 0116): which of two codes the bag keeps, and what each
// saves, for ApplyPromoCodePayload.promoChoice. On a replacement the api's answer carries
// it; on a refusal (PROMO_ONE_PER_ORDER) the error's details do, read here so the shopper
// is told which code stayed and why, not only that theirs did not.
import { type PromoChoice, promoChoiceSchema } from '@beauty/contracts/cart';
import { RestError } from '../platform/rest-errors.ts';

export function refusedChoiceOf(error: unknown): PromoChoice | null {
  if (!(error instanceof RestError) || error.restCode !== 'PROMO_ONE_PER_ORDER') return null;
  const parsed = promoChoiceSchema.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}
