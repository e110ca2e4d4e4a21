// docs/product.md#analytics-user as the page_viewed event sends it: snake_case
// names, ids and hashes only (the gateway computes the hashes; nothing raw reaches here).
import type { AccountAnalyticsFragment } from '../__generated__/graphql';

export interface AnalyticsUserPayload {
  id: string;
  is_employee: boolean;
  age: number | null;
  card_number: string | null;
  email_sha256: string;
  email_md5: string;
  mobile_number_md5: string | null;
  loyalty_points: number | null;
  loyalty_tier: string | null;
  tier_points_counter: number | null;
}

export function analyticsUserPayload(user: AccountAnalyticsFragment['analytics']): AnalyticsUserPayload {
  return {
    id: user.id,
    is_employee: user.isEmployee,
    age: user.age ?? null,
    card_number: user.cardNumber ?? null,
    email_sha256: user.emailSHA256,
    email_md5: user.emailMD5,
    mobile_number_md5: user.mobileNumberMD5 ?? null,
    loyalty_points: user.loyaltyPoints ?? null,
    loyalty_tier: user.loyaltyTier ?? null,
    tier_points_counter: user.tierPointsCounter ?? null,
  };
}
