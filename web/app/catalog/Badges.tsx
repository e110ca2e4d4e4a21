// A product's badges: the data's flags and those of docs/product.md#badges (coming soon, priority access,
// app exclusive, selected shades/sizes/types only).
import { useTranslation } from 'react-i18next';
import type { ProductBadge, VariationType } from '../__generated__/graphql';

interface BadgesProps {
  isNew: boolean;
  isExclusive: boolean;
  isOnlineOnly: boolean;
  isLimitedEdition: boolean;
  badges?: readonly ProductBadge[];
  /** Says which "selected … only" badge: shades, sizes or types. */
  variationType?: VariationType;
  className?: string;
}

export function Badges({ isNew, isExclusive, isOnlineOnly, isLimitedEdition, badges: more = [], variationType = 'NONE', className }: BadgesProps) {
  const { t } = useTranslation();
  const badges = [
    ...more.map((badge) => ({
      key: badge.toLowerCase().replace('_', '-'),
      label: badge === 'SELECTED_ONLY' ? t(`catalog.badges.SELECTED_ONLY.${variationType}`) : t(`catalog.badges.${badge}`),
    })),
    isNew && { key: 'new', label: t('product.badges.new') },
    isExclusive && { key: 'exclusive', label: t('product.badges.exclusive') },
    isOnlineOnly && { key: 'online', label: t('product.badges.onlineOnly') },
    isLimitedEdition && { key: 'limited', label: t('product.badges.limitedEdition') },
  ].filter((badge): badge is { key: string; label: string } => Boolean(badge));
  if (badges.length === 0) return null;
  return (
    <ul className={['badges', className].filter(Boolean).join(' ')}>
      {badges.map((badge) => (
        <li key={badge.key} className={`badge badge--${badge.key}`}>
          {badge.label}
        </li>
      ))}
    </ul>
  );
}
