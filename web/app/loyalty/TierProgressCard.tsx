// A tier progress card (docs/product.md#screens): what was spent this membership year against the next
// tier's threshold (or the keep amount at Gold), as a bar and in words.
import { useTranslation } from 'react-i18next';
import { formatInCountry } from '@beauty/contracts/calendar';
import { formatMoney } from '../locale/money';
import { useSiteLocale } from '../locale/use-locale';
import { tierName } from './tier-message';

type Money = { amount: number; currency: string };
export interface TierProgressData {
  yearEnd: string;
  daysLeft: number;
  spend: Money;
  pendingSpend: Money;
  nextTier?: string | null;
  toNextTier?: Money | null;
  toKeep?: Money | null;
  blackThreshold: Money;
  goldThreshold: Money;
}

export function TierProgressCard({ progress, tierLabel }: { progress: TierProgressData; tierLabel: string }) {
  const { t } = useTranslation();
  const { tag, country } = useSiteLocale();
  const target = progress.nextTier === 'GOLD' || !progress.nextTier ? progress.goldThreshold : progress.blackThreshold;
  const percent = Math.min(100, Math.round((progress.spend.amount / Math.max(1, target.amount)) * 100));
  const yearEnd = formatInCountry(progress.yearEnd, tag, country, { dateStyle: 'long' });
  return (
    <div className="tier-card" data-testid="tier-card" data-tier={tierLabel.toLowerCase()}>
      <p className="tier-card__title">{tierName(t, tierLabel)}</p>
      <div className="tier-card__bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('loyalty.progressLabel')}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <p>{t('loyalty.spent', { amount: formatMoney(progress.spend, tag), date: yearEnd })}</p>
      {progress.pendingSpend.amount > 0 && <p>{t('loyalty.pendingSpend', { amount: formatMoney(progress.pendingSpend, tag) })}</p>}
      {progress.nextTier && progress.toNextTier && (
        <p>{t('loyalty.toNext', { amount: formatMoney(progress.toNextTier, tag), tier: tierName(t, progress.nextTier) })}</p>
      )}
      {progress.toKeep && progress.toKeep.amount > 0 && (
        <p>{t('loyalty.toKeep', { amount: formatMoney(progress.toKeep, tag), tier: tierName(t, tierLabel), date: yearEnd })}</p>
      )}
    </div>
  );
}
