// What an activity is, as a card in lists and at the top of its booking page: name,
// kind, price with the currency (docs/product.md#booking), duration and places left.
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { formatMoney } from '../locale/money';
import { useSiteLocale } from '../locale/use-locale';

export const ActivitySummaryFragment = graphql(`
  fragment ActivitySummary_activity on Activity {
    id
    kind
    name
    durationMinutes
    price { amount currency }
    remainingCapacity
    invitationOnly
    requiredTier
  }
`);

export function ActivityFacts({ activity: ref }: { activity: FragmentType<typeof ActivitySummaryFragment> }) {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const activity = getFragmentData(ActivitySummaryFragment, ref);
  return (
    <ul className="activity-facts" data-testid="activity-facts">
      <li>{t(`booking.kind.${activity.kind}`)}</li>
      <li data-testid="activity-price">{activity.price ? formatMoney(activity.price, tag) : t('booking.free')}</li>
      <li>{t('booking.duration', { count: activity.durationMinutes })}</li>
      {activity.remainingCapacity !== null && activity.remainingCapacity !== undefined && (
        <li data-testid="activity-remaining">{t('booking.remaining', { count: activity.remainingCapacity })}</li>
      )}
      {activity.invitationOnly && (
        <li>
          {activity.requiredTier
            ? t('booking.invitationTier', { tier: t(`loyalty.tier.${activity.requiredTier.toLowerCase()}`, { defaultValue: activity.requiredTier }) })
            : t('booking.invitationOnly')}
        </li>
      )}
    </ul>
  );
}
