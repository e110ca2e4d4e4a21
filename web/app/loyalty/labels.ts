// The translation keys of the api's names (tiers, tier messages, point sources, perks,
// fulfilment states), spelled out so that the typed keys check every one exists.
export const TIER_KEYS = { white: 'loyalty.tier.white', black: 'loyalty.tier.black', gold: 'loyalty.tier.gold' } as const;

export const MESSAGE_KEYS = {
  just_upgraded: 'loyalty.message.just_upgraded',
  in_progress: 'loyalty.message.in_progress',
  just_downgraded: 'loyalty.message.just_downgraded',
  downgrade_warning: 'loyalty.message.downgrade_warning',
  keep_tier: 'loyalty.message.keep_tier',
  max_tier: 'loyalty.message.max_tier',
} as const;

export const SOURCE_KEYS = {
  manual_points_adjustment: 'loyalty.source.manual_points_adjustment',
  level_redemption: 'loyalty.source.level_redemption',
  expired_points: 'loyalty.source.expired_points',
  survey_points: 'loyalty.source.survey_points',
  used_points: 'loyalty.source.used_points',
  registration_of_product_account: 'loyalty.source.registration_of_product_account',
  loyalty_points: 'loyalty.source.loyalty_points',
  online_review: 'loyalty.source.online_review',
  published_review: 'loyalty.source.published_review',
  completed_beauty_profile: 'loyalty.source.completed_beauty_profile',
  downloaded_mobile_app: 'loyalty.source.downloaded_mobile_app',
  referred_mobile_app: 'loyalty.source.referred_mobile_app',
  bonus_points: 'loyalty.source.bonus_points',
  purchase_points: 'loyalty.source.purchase_points',
  purchase_points_with_order_number: 'loyalty.source.purchase_points_with_order_number',
  product_review_with_name: 'loyalty.source.product_review_with_name',
} as const;

export const PERK_KEYS = {
  points: 'loyalty.perk.points',
  points_125: 'loyalty.perk.points_125',
  points_150: 'loyalty.perk.points_150',
  welcome_voucher: 'loyalty.perk.welcome_voucher',
  birthday_points: 'loyalty.perk.birthday_points',
  birthday_gift: 'loyalty.perk.birthday_gift',
  beauty_pass_sale: 'loyalty.perk.beauty_pass_sale',
  black_rewards: 'loyalty.perk.black_rewards',
  early_access: 'loyalty.perk.early_access',
  early_sale_access: 'loyalty.perk.early_sale_access',
  gold_rewards: 'loyalty.perk.gold_rewards',
  event_invitations: 'loyalty.perk.event_invitations',
  custom_makeovers: 'loyalty.perk.custom_makeovers',
  gold_welcome: 'loyalty.perk.gold_welcome',
  free_shipping: 'loyalty.perk.free_shipping',
} as const;

export const FULFILMENT_KEYS = {
  confirmed: 'fulfilment.state.confirmed',
  packed: 'fulfilment.state.packed',
  shipped: 'fulfilment.state.shipped',
  delivered: 'fulfilment.state.delivered',
  cancelled: 'fulfilment.state.cancelled',
  returned: 'fulfilment.state.returned',
} as const;

/** The key for an api name (upper or lower case), or the fallback's when the api sent a new one. */
export function keyOf<K extends Record<string, string>>(keys: K, name: string, fallback: keyof K): K[keyof K] {
  const lower = name.toLowerCase();
  return (lower in keys ? keys[lower as keyof K] : keys[fallback]) as K[keyof K];
}
