// One gift of the rewards boutique as a card (decision 0152): its picture (its own, else its
// product's packshot; a reward that is no product, an experience, shows its kind on a plain
// tile, never a made-up picture), its name, points, what is left, and a tier lock when the
// member's tier is below the reward's. The card is a list item named by its heading; the
// only control is the native "Add to bag" button, so it works by keyboard as it is.
import { useTranslation } from 'react-i18next';

export interface RewardCardData {
  id: string;
  name: string;
  brandName: string;
  kind: 'DELUXE_SAMPLE' | 'FULL_SIZE' | 'EXPERIENCE';
  points: number;
  minTier: 'WHITE' | 'BLACK' | 'GOLD';
  stockLeft: number;
  locked: boolean;
  imageUrl?: string | null;
}

interface Props {
  reward: RewardCardData;
  /** Format a whole number for the page's locale. */
  number: (n: number) => string;
  inBag: boolean;
  /** False for a guest, while adding, or sold out: the button is disabled. */
  canAdd: boolean;
  onAdd: () => void;
}

export function RewardCard({ reward, number, inBag, canAdd, onAdd }: Props) {
  const { t } = useTranslation();
  const soldOut = reward.stockLeft === 0;
  const headingId = `reward-${reward.id}-name`;
  const exclusive = reward.minTier !== 'WHITE';
  return (
    <li className={reward.locked ? 'reward-card reward-card--locked' : 'reward-card'} data-testid={`reward-${reward.id}`} aria-labelledby={headingId}>
      <div className="reward-card__media">
        {reward.imageUrl ? (
          <img src={reward.imageUrl} alt={`${reward.brandName} ${reward.name}`} loading="lazy" width={320} height={320} />
        ) : (
          <span className="reward-card__tile" aria-hidden="true">
            {t(`rewards.kind.${reward.kind}`)}
          </span>
        )}
        {exclusive && (
          <span className="reward-card__tier" data-testid="reward-tier">
            {reward.locked && (
              <span className="reward-card__lock" aria-hidden="true">
                🔒
              </span>
            )}
            {reward.locked
              ? t(`rewards.lockedFor.${reward.minTier === 'GOLD' ? 'GOLD' : 'BLACK'}`)
              : t('rewards.exclusive', { tier: t(`rewards.tier.${reward.minTier}`) })}
          </span>
        )}
      </div>
      <div className="reward-card__body">
        <p className="reward-card__brand">{reward.brandName}</p>
        <h2 id={headingId} className="reward-card__name">
          {reward.name}
        </h2>
        <p className="reward-card__kind">{t(`rewards.kind.${reward.kind}`)}</p>
        <p className="reward-card__points" data-testid="reward-points">
          {t('rewards.pointsCost', { points: number(reward.points) })}
        </p>
        <p className="reward-card__stock" data-testid="reward-stock">
          {soldOut ? t('rewards.soldOut') : t('rewards.stock', { count: reward.stockLeft })}
        </p>
        <div className="reward-card__action">
          {reward.locked ? (
            <p className="reward-card__locked" data-testid="reward-locked">
              {t('rewards.locked', { tier: t(`rewards.tier.${reward.minTier}`) })}
            </p>
          ) : inBag ? (
            <p className="reward-card__in-bag">{t('rewards.alreadyInBag')}</p>
          ) : (
            <button type="button" className="button button--primary" disabled={!canAdd || soldOut} onClick={onAdd} aria-describedby={headingId}>
              {t('rewards.addToBag')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
