// The Beauty Pass page's live tier comparison (docs/product.md#tier-benefits): each tier with the real spend to
// reach and keep it in this country's currency, its earn rate, and its perks.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../__generated__/gql';
import { formatMoney } from '../locale/money';
import { ColumnHeadings } from './ColumnHeadings';
import { useSiteLocale } from '../locale/use-locale';
import { tierName } from './tier-message';
import { keyOf, PERK_KEYS } from './labels';
import './loyalty.css';

const TierComparisonQuery = graphql(`
  query TierComparison {
    beautyPassTiers { tier reach { amount currency } keep { amount currency } spendPerPoint { amount currency } earnPercent perks }
  }
`);

export function TierComparison() {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const { data } = useQuery(TierComparisonQuery);
  const tiers = data?.beautyPassTiers;
  if (!tiers) return null;
  return (
    <section aria-labelledby="tier-comparison-title">
      <h2 id="tier-comparison-title">{t('loyalty.compare.title')}</h2>
      <table className="tier-comparison" data-testid="tier-comparison">
        <ColumnHeadings labels={[t('loyalty.compare.tier'), t('loyalty.compare.reach'), t('loyalty.compare.earn'), t('loyalty.compare.perks')]} />
        <tbody>
          {tiers.map((row) => (
            <tr key={row.tier} data-tier={row.tier.toLowerCase()}>
              <th scope="row">{tierName(t, row.tier)}</th>
              <td>{row.reach ? t('loyalty.compare.reachText', { amount: formatMoney(row.reach, tag) }) : t('loyalty.compare.onJoining')}</td>
              <td>{t('loyalty.compare.earnText', { rate: (row.earnPercent / 100).toLocaleString(tag), spend: formatMoney(row.spendPerPoint, tag) })}</td>
              <td>
                <ul>
                  {row.perks.map((perk) => (
                    <li key={perk}>{t(keyOf(PERK_KEYS, perk, 'points'))}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
