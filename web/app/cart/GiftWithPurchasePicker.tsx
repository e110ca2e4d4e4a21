// Gifts with purchase (issue 11 item 5, multiple-gwps): above a gift's threshold the
// shopper picks one of several; below it, how much more it takes. One gift per order; the
// api decides whether the bag qualifies and keeps the choice with the bag, so the summary
// and checkout read the same. Same shape as the sample picker beside it.
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../__generated__/gql';
import { formatMoney } from '../locale/money';
import { useSiteLocale } from '../locale/use-locale';
import { useToast } from '../platform/toast/ToastProvider';
import { useRewardsToast } from './use-rewards-toast';

const GiftsWithPurchaseQuery = graphql(`
  query BagGiftsWithPurchase {
    bagOffers {
      giftsWithPurchase {
        id
        threshold { amount currency }
        qualifies
        amountToGo { amount currency }
        chosenId
        choices { id name brandName available }
      }
    }
  }
`);

const ChooseGiftMutation = graphql(`
  mutation ChooseGiftWithPurchase($input: ChooseGiftWithPurchaseInput!) {
    chooseGiftWithPurchase(input: $input) { cart { id ...BagContents_cart } userErrors { code field message } }
  }
`);

const RemoveGiftMutation = graphql(`
  mutation RemoveGiftWithPurchase {
    removeGiftWithPurchase { cart { id ...BagContents_cart } userErrors { code field message } }
  }
`);

export function GiftWithPurchasePicker() {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const toast = useToast();
  const report = useRewardsToast();
  // The bag's total decides: asked anew whenever the bag changes (the mutations refetch it).
  const { data } = useQuery(GiftsWithPurchaseQuery, { ssr: false, fetchPolicy: 'cache-and-network' });
  const refetchQueries = ['BagGiftsWithPurchase'];
  const [choose, { loading: choosing }] = useMutation(ChooseGiftMutation, { refetchQueries });
  const [remove, { loading: removing }] = useMutation(RemoveGiftMutation, { refetchQueries });
  const gifts = data?.bagOffers.giftsWithPurchase ?? [];
  if (gifts.length === 0) return null;

  const pick = (choiceId: string) =>
    report(async () => (await choose({ variables: { input: { choiceId } } })).data?.chooseGiftWithPurchase.userErrors, 'rewards.gwpAdded');

  async function unpick() {
    try {
      await remove();
    } catch {
      toast.show({ type: 'error', text: t('rewards.errors.GENERIC') });
    }
  }

  return (
    <section className="samples" aria-labelledby="gwp-title" data-testid="gift-with-purchase">
      <h3 id="gwp-title">{t('rewards.gwpTitle')}</h3>
      {gifts.map((gift) => (
        <div key={gift.id} className="gwp">
          {/* The offer's own name is seeded in English only; the sentence says all of it. */}
          <p data-testid="gwp-status">
            {gift.qualifies
              ? t('rewards.gwpPick', { threshold: formatMoney(gift.threshold, tag) })
              : t('rewards.gwpToGo', { amount: formatMoney(gift.amountToGo, tag), threshold: formatMoney(gift.threshold, tag) })}
          </p>
          <ul className="samples__list">
            {gift.choices.map((choice) => {
              const name = `${choice.brandName} ${choice.name}`;
              return (
                <li key={choice.id} className="samples__item">
                  <span>
                    <strong>{choice.brandName}</strong> {choice.name}
                    {!choice.available && ` · ${t('rewards.gwpGone')}`}
                  </span>
                  {gift.chosenId === choice.id ? (
                    <span className="samples__chosen">
                      <span>{t('rewards.gwpChosenMark')} ✓</span>{' '}
                      <button type="button" className="button button--link" disabled={removing} onClick={() => void unpick()}>
                        {t('rewards.gwpRemove')}
                        <span className="visually-hidden"> {name}</span>
                      </button>
                    </span>
                  ) : (
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={choosing || !gift.qualifies || !choice.available}
                      onClick={() => void pick(choice.id)}
                    >
                      {t('rewards.gwpChoose')}
                      <span className="visually-hidden"> {name}</span>
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
