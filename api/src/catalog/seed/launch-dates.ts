// The data set has no launch dates; the Newest sort needs them. They are derived from the
// product id against a fixed epoch (not "now", so a re-seed next month gives the same
// dates): products flagged new launched in the 45 days before it, the rest over ~4 years.
import { hash32 } from '../seeded-hash.ts';

export const SEED_EPOCH = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

export function launchedAt(productId: string, isNew: boolean): Date {
  const daysBack = isNew ? hash32(productId, 'launch') % 45 : 60 + (hash32(productId, 'launch') % 1_400);
  const secondsIntoDay = hash32(productId, 'launch-time') % 86_400;
  return new Date(SEED_EPOCH - daysBack * DAY - DAY + secondsIntoDay * 1000);
}
