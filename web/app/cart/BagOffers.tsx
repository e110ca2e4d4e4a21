// The bag's Beauty Pass offers (issue 11): the member's perks as the api applied them, the
// reward in the bag (one per transaction, its points reserved), and the gift with
// purchase. Nothing here computes a price: the cost summary shows the api's figures.
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { formatMoney } from '../locale/money';
import { useSiteLocale } from '../locale/use-locale';
import { useRewardsToast } from './use-rewards-toast';

export const BagOffersFragment = graphql(`
  fragment BagOffers_cart on Cart {
    perks { kind status percent amount { amount currency } }
    reward { rewardId name brandName points }
    giftWithPurchase { choiceId name brandName applies }
  }
`);

const RemoveRewardMutation = graphql(`
  mutation RemoveRewardFromBag {
    removeRewardFromBag {
      cart { id ...BagContents_cart }
      userErrors { code field message }
    }
  }
`);

export function BagOffers({ cart: ref }: { cart: FragmentType<typeof BagOffersFragment> }) {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const report = useRewardsToast();
  const cart = getFragmentData(BagOffersFragment, ref);
  const [removeReward, { loading }] = useMutation(RemoveRewardMutation);
  const onRemove = () => report(async () => (await removeReward()).data?.removeRewardFromBag.userErrors, 'rewards.removed');
  return (
    <section className="bag-offers" aria-labelledby="bag-offers-title" data-testid="bag-offers">
      <h3 id="bag-offers-title">{t('rewards.bagOffersTitle')}</h3>
      {cart.perks.length > 0 && (
        <ul className="bag-offers__perks">
          {cart.perks.map((perk) => (
            <li key={perk.kind} data-testid={`perk-${perk.kind.toLowerCase()}`}>
              <strong>{t(`rewards.perk.${perk.kind}`, { percent: perk.percent ?? 0 })}</strong>{' '}
              <span>{t(`rewards.perkStatus.${perk.status}`, { amount: formatMoney(perk.amount, tag) })}</span>
            </li>
          ))}
        </ul>
      )}
      {cart.reward ? (
        <div className="bag-offers__reward" data-testid="bag-reward">
          <p>{t('rewards.inBag', { name: `${cart.reward.brandName} ${cart.reward.name}`, points: cart.reward.points })}</p>
          <button type="button" className="button button--secondary" onClick={onRemove} disabled={loading}>
            {t('rewards.remove')}
          </button>
        </div>
      ) : (
        <Link to="/beauty-pass/rewards">{t('rewards.browse')}</Link>
      )}
      {cart.giftWithPurchase && (
        <p data-testid="bag-gwp">
          {t(cart.giftWithPurchase.applies ? 'rewards.gwpChosen' : 'rewards.gwpNotYet', {
            name: `${cart.giftWithPurchase.brandName} ${cart.giftWithPurchase.name}`,
          })}
        </p>
      )}
      <p className="bag-offers__rule" data-testid="one-reward-rule">
        {t('rewards.oneRewardRule')}
      </p>
    </section>
  );
}
