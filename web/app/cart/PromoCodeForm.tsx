// Promo code entry (docs/product.md#product-button, docs/product.md#promo-hints): "Applying..." while applying, "Removing..." while
// removing, "promo applied to cart" on success, and on failure "Sorry, the promotion is
// invalid." with the hint that fits the reason the api gave. Success and failures that
// belong to no field are toasts (docs/product.md#notifications); a refused code stays by its field.
// A second code (one promo per order) is told by the field which code stays and why; a code
// beside the member's Beauty Pass voucher is told which of the two applies and why (the lower
// total, decision 0147), from the bag itself, so it stays said on every visit.
import { useQuery } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { formatMoney } from '../locale/money';
import { useSiteLocale } from '../locale/use-locale';
import { discountChoiceMessage, promoChoiceMessage, promoHint, reasonCode } from './promo-hint';
import { useToast } from '../platform/toast/ToastProvider';
import { usePromoCode } from './use-promo-code';

export const PromoCodeFragment = graphql(`
  fragment PromoCode_cart on Cart {
    promotion { code applied reason }
    discountChoice { applied code codeDiscount { amount currency } voucher voucherDiscount { amount currency } }
  }
`);

type Message = { text: string; hint?: string; tone: 'success' | 'error' };

export function PromoCodeForm({ cart: ref, onApplied }: { cart: FragmentType<typeof PromoCodeFragment>; onApplied?: () => void }) {
  const { t } = useTranslation();
  const { promotion, discountChoice } = getFragmentData(PromoCodeFragment, ref);
  const codeWaits = discountChoice?.applied === 'VOUCHER';
  const { applyCode, removeCode, applying, removing } = usePromoCode();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<Message>();
  const toast = useToast();
  const { tag } = useSiteLocale();
  const inputId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return;
    await apply(code.trim());
  }

  async function apply(value: string) {
    setMessage(undefined);
    const result = await applyCode(value);
    if (result.ok) {
      setCode('');
      toast.show({ type: 'success', text: result.deferred ? t('bag.codeOrVoucher.savedToast') : t('bag.promoApplied') });
      if (result.choice) setMessage({ ...promoChoiceMessage(t, result.choice, tag, true), tone: 'success' });
      onApplied?.();
    } else if (result.code === 'GENERIC') {
      toast.show({ type: 'error', text: t('errors.generic') });
    } else if (result.code === 'PROMO_ONE_PER_ORDER') {
      // A valid code the bag did not take: say which stayed, not "invalid".
      setMessage({ ...(result.choice ? promoChoiceMessage(t, result.choice, tag, false) : { text: t('bag.promoChoice.keptUnknown') }), tone: 'error' });
    } else {
      setMessage({
        text: result.code === 'TOO_MANY_ATTEMPTS' ? t('errors.tooManyAttempts') : t('bag.promoInvalid'),
        hint: promoHint(t, result.code),
        tone: 'error',
      });
    }
  }

  async function remove() {
    setMessage(undefined);
    const result = await removeCode();
    if (!result.ok) toast.show({ type: 'error', text: t('errors.generic') });
  }

  return (
    <section className="promo" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`}>{t('bag.promoTitle')}</h3>
      {promotion && (
        <div className="promo__applied" data-testid="promo-applied">
          <p>
            {promotion.applied
              ? t('bag.promoOnBag', { code: promotion.code })
              : codeWaits
                ? t('bag.codeOrVoucher.codeSaved', { code: promotion.code })
                : t('bag.promoNotApplied', { code: promotion.code })}
          </p>
          {!promotion.applied && promotion.reason && <p className="promo__hint">{promoHint(t, reasonCode(promotion.reason))}</p>}
          <button type="button" className="button button--link" onClick={() => void remove()} disabled={removing}>
            {removing ? t('bag.promoRemoving') : t('bag.promoRemove')}
          </button>
        </div>
      )}
      <form className="promo__form" onSubmit={(e) => void submit(e)}>
        <label htmlFor={inputId}>{t('bag.promoLabel')}</label>
        <div className="promo__row">
          <input
            id={inputId}
            name="promo"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
          />
          <button type="submit" className="button button--secondary" disabled={applying || !code.trim()}>
            {applying ? t('bag.promoApplying') : t('bag.promoApply')}
          </button>
        </div>
      </form>
      {/* Always rendered, so a screen reader hears the choice when an apply brings it. */}
      <div role="status" aria-live="polite" data-testid="discount-choice">
        {discountChoice && <p className="notice">{discountChoiceMessage(t, discountChoice, tag)}</p>}
      </div>
      <div role="status" aria-live="polite" data-testid="promo-message">
        {message && (
          <div className={`notice notice--${message.tone}`}>
            <p>{message.text}</p>
            {message.hint && <p className="promo__hint">{message.hint}</p>}
          </div>
        )}
      </div>
      <OffersPanel onUse={(c) => void apply(c)} busy={applying} />
    </section>
  );
}

const OffersQuery = graphql(`
  query BagOffers {
    offers { code kind value currency minOrder { amount currency } firstTimeOnly brandSlug }
  }
`);

/** The promotions panel: offers a shopper can use, each one tap away from the bag. */
function OffersPanel({ onUse, busy }: { onUse: (code: string) => void; busy: boolean }) {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const { data } = useQuery(OffersQuery);
  if (!data?.offers.length) return null;
  return (
    <div className="offers">
      <h4>{t('bag.offersTitle')}</h4>
      <ul className="offers__list">
        {data.offers.map((offer) => (
          <li key={offer.code} className="offers__item">
            <span className="offers__code">{offer.code}</span>{' '}
            <span>
              {offer.kind === 'PERCENT'
                ? t('bag.offerPercent', { value: offer.value })
                : t('bag.offerFixed', { amount: formatMoney({ amount: offer.value, currency: offer.currency }, tag) })}
              {offer.minOrder.amount > 0 && ` · ${t('bag.offerMinOrder', { amount: formatMoney(offer.minOrder, tag) })}`}
              {offer.firstTimeOnly && ` · ${t('bag.offerFirstTime')}`}
              {offer.brandSlug && ` · ${t('bag.offerBrand', { brand: offer.brandSlug })}`}
            </span>{' '}
            <button type="button" className="button button--link" disabled={busy} onClick={() => onUse(offer.code)}>
              {t('bag.offerUse', { code: offer.code })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
