import { useTranslation } from 'react-i18next';

interface BadgesProps {
  isNew: boolean;
  isExclusive: boolean;
  isOnlineOnly: boolean;
  isLimitedEdition: boolean;
  className?: string;
}

export function Badges({ isNew, isExclusive, isOnlineOnly, isLimitedEdition, className }: BadgesProps) {
  const { t } = useTranslation();
  const badges = [
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
