// Redeeming an e-gift card on the bag: the summary's "gift card amount redeemed" and total
// come back from the api with the bag.
import type { TFunction } from 'i18next';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { formatMoney } from '../locale/money';
import { useSiteLocale } from '../locale/use-locale';

export const GiftCardFragment = graphql(`
  fragment GiftCard_cart on Cart {
    giftCard { last4 balance { amount currency } }
  }
`);

const RedeemGiftCardMutation = graphql(`
  mutation RedeemGiftCard($input: RedeemGiftCardInput!) {
    redeemGiftCard(input: $input) { cart { id ...BagContents_cart } userErrors { code field message } }
  }
`);

const RemoveGiftCardMutation = graphql(`
  mutation RemoveGiftCard {
    removeGiftCard { cart { id ...BagContents_cart } userErrors { code field message } }
  }
`);

const KNOWN = ['GIFT_CARD_NOT_FOUND', 'GIFT_CARD_EMPTY'] as const;
const failureText = (t: TFunction, code: string | undefined) => {
  if (code === 'TOO_MANY_ATTEMPTS') return t('errors.tooManyAttempts');
  const known = KNOWN.find((k) => k === code);
  return known ? t(`bag.giftCardError.${known}`) : t('errors.generic');
};

export function GiftCardForm({ cart: ref }: { cart: FragmentType<typeof GiftCardFragment> }) {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const { giftCard } = getFragmentData(GiftCardFragment, ref);
  const [redeem, { loading: redeeming }] = useMutation(RedeemGiftCardMutation);
  const [remove, { loading: removing }] = useMutation(RemoveGiftCardMutation);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const inputId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    try {
      const { data } = await redeem({ variables: { input: { code: code.trim() } } });
      const failure = data?.redeemGiftCard.userErrors[0];
      if (failure) setError(failureText(t, failure.code));
      else setCode('');
    } catch {
      setError(t('errors.generic'));
    }
  }

  return (
    <section className="promo" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`}>{t('bag.giftCardTitle')}</h3>
      {giftCard ? (
        <div className="promo__applied" data-testid="gift-card-applied">
          <p>{t('bag.giftCardOnBag', { last4: giftCard.last4, balance: formatMoney(giftCard.balance, tag) })}</p>
          <button type="button" className="button button--link" disabled={removing} onClick={() => void remove().catch(() => setError(t('errors.generic')))}>
            {t('bag.giftCardRemove')}
          </button>
        </div>
      ) : (
        <form className="promo__form" onSubmit={(e) => void submit(e)}>
          <label htmlFor={inputId}>{t('bag.giftCardLabel')}</label>
          <div className="promo__row">
            <input id={inputId} value={code} onChange={(e) => setCode(e.target.value)} maxLength={24} autoComplete="off" />
            <button type="submit" className="button button--secondary" disabled={redeeming || !code.trim()}>
              {redeeming ? t('bag.giftCardRedeeming') : t('bag.giftCardRedeem')}
            </button>
          </div>
        </form>
      )}
      <div role="status" aria-live="polite">
        {error && <p className="notice notice--error">{error}</p>}
      </div>
      <Link to="/gift-cards">{t('giftCards.buy')}</Link>
    </section>
  );
}
