// The rewards boutique: /beauty-pass/rewards (decisions 0077, 0152). Rewards for points by
// tier as cards with their pictures, the member's tier locks, points cost and stock; "add
// to bag" puts one in the bag (one per transaction; its points are reserved until the
// order is confirmed).
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql } from '../../../__generated__/gql';
import { loadedPageMeta } from '../../../platform/page-meta';
import { browserLoader, queryPageLoad, serverLoader } from '../../../platform/page-loaders';
import { signInHref } from '../../../platform/return-to';
import { useRewardsToast } from '../../../cart/use-rewards-toast';
import { useSiteLocale } from '../../../locale/use-locale';
import { RewardCard } from '../RewardCard';
import '../rewards.css';

const RewardsPageQuery = graphql(`
  query RewardsPage {
    rewardBoutique {
      member { tier availablePoints }
      rewards { id name brandName kind points minTier stockLeft stockTotal locked imageUrl }
    }
    cart { id reward { rewardId } }
  }
`);

const AddRewardMutation = graphql(`
  mutation AddRewardToBag($input: AddRewardToBagInput!) {
    addRewardToBag(input: $input) {
      cart { id ...BagContents_cart }
      userErrors { code field message }
    }
  }
`);

const load = queryPageLoad(RewardsPageQuery, 'rewards.title');

export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const meta = loadedPageMeta;

export default function RewardsPage() {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const report = useRewardsToast();
  const { data } = useQuery(RewardsPageQuery);
  const [add, { loading }] = useMutation(AddRewardMutation, { refetchQueries: [RewardsPageQuery] });
  if (!data) return null;
  const { member, rewards } = data.rewardBoutique;
  const inBag = data.cart.reward?.rewardId;
  const number = (n: number) => new Intl.NumberFormat(tag).format(n);
  const onAdd = (rewardId: string) => report(async () => (await add({ variables: { input: { rewardId } } })).data?.addRewardToBag.userErrors, 'rewards.added');

  return (
    <div className="page page--rewards">
      <h1>{t('rewards.title')}</h1>
      {member ? (
        <p data-testid="rewards-points">{t('rewards.yourPoints', { tier: t(`rewards.tier.${member.tier}`), points: number(member.availablePoints) })}</p>
      ) : (
        <p>
          {t('rewards.membersOnly')} <Link to={signInHref('/beauty-pass/rewards')}>{t('rewards.signIn')}</Link>
        </p>
      )}
      <p className="rewards__rule" data-testid="one-reward-rule">
        {t('rewards.oneRewardRule')}
      </p>
      <ul className="rewards__grid" aria-label={t('rewards.title')}>
        {rewards.map((reward) => (
          <RewardCard
            key={reward.id}
            reward={reward}
            number={number}
            inBag={inBag === reward.id}
            canAdd={member !== null && !loading}
            onAdd={() => void onAdd(reward.id)}
          />
        ))}
      </ul>
    </div>
  );
}
