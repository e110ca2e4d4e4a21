// The message for a checkout userError, in the shopper's language.
import type { TFunction } from 'i18next';

const FIELDS = ['email', 'recipientName', 'mobile', 'cardNumber', 'address', 'storeId', 'postalCode', 'state', 'callingCode'] as const;

export function checkoutErrorMessage(t: TFunction, code: string, field: string | undefined): string {
  if (code.startsWith('PROMO_')) return t('checkout.error.PROMO');
  if (code === 'CART_EMPTY' || code === 'OUT_OF_STOCK' || code === 'STORE_NOT_FOUND') return t(`checkout.error.${code}`);
  if (code === 'SIGNED_OUT') return t('memberOrders.signedOutAtCheckout');
  if (code === 'INVALID_INPUT') {
    const known = FIELDS.find((f) => field === f || field?.endsWith(`.${f}`));
    return t('checkout.error.INVALID_INPUT', { field: t(`checkout.field.${known ?? 'other'}`) });
  }
  return t('errors.generic');
}
