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

/** The form input a userError's field names (its id is checkout-{input}), if any. */
const INPUT_OF_FIELD: Record<string, string> = {
  email: 'email',
  recipientName: 'name',
  mobile: 'mobile',
  callingCode: 'mobile',
  cardNumber: 'cardNumber',
  storeId: 'store',
  // An incomplete address is told at its first line.
  address: 'line1',
  line1: 'line1',
  city: 'city',
  postalCode: 'postalCode',
  state: 'state',
};

export function checkoutErrorInput(field: string | undefined): string | undefined {
  const last = field?.split('.').at(-1);
  return last && Object.hasOwn(INPUT_OF_FIELD, last) ? INPUT_OF_FIELD[last] : undefined;
}
