// The api's lower-case promotion values as the schema's enums.
import type { PromoRejection as RestRejection } from '@beauty/contracts/cart';
import type { PromoRejection, PromotionKind } from '../__generated__/resolvers-types.ts';

export const promotionKind = (kind: 'percent' | 'fixed'): PromotionKind => (kind === 'percent' ? 'PERCENT' : 'FIXED');

export const promoRejection = (reason: RestRejection): PromoRejection => reason.toUpperCase() as PromoRejection;
