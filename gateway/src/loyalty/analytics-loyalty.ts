// The Beauty Pass fields of the analytics current-user block (docs/product.md#analytics-user): card number, valid
// points, the tier as shown, and the tier spend counter of the membership year.
import type { GatewayContext } from '../context.ts';
import { loadBeautyPass } from './beauty-pass-loader.ts';

/** The Beauty Pass part of the block (null fields when the pass could not be read). */
export interface AnalyticsLoyalty {
  cardNumber: string;
  /** Valid points. */
  points: number;
  /** The tier as shown (pink is white). */
  tier: string;
  /** The tier spend counted this membership year, minor units of the home currency. */
  tierSpend: number;
}

export async function analyticsLoyalty(ctx: GatewayContext): Promise<AnalyticsLoyalty | null> {
  try {
    const pass = await loadBeautyPass(ctx);
    return { cardNumber: pass.cardNumber, points: pass.points.valid, tier: pass.shownTier, tierSpend: pass.progress.spend.amount };
  } catch {
    return null; // analytics never fails a page: the block goes without its loyalty fields
  }
}
