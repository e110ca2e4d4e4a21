// The Beauty Pass fields of the analytics current-user block (docs/product.md#analytics-user): card number, valid
// points, the tier as shown, and the tier spend counter of the membership year.
import type { AnalyticsLoyalty } from '../account/analytics-user.ts';
import type { GatewayContext } from '../context.ts';
import { loadBeautyPass } from './beauty-pass-loader.ts';

export async function analyticsLoyalty(ctx: GatewayContext): Promise<AnalyticsLoyalty | null> {
  try {
    const pass = await loadBeautyPass(ctx);
    return { cardNumber: pass.cardNumber, points: pass.points.valid, tier: pass.shownTier, tierSpend: pass.progress.spend.amount };
  } catch {
    return null; // analytics never fails a page: the block goes without its loyalty fields
  }
}
