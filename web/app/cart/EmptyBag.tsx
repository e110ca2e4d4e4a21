// The bag with nothing in it: what /cart shows, and the sandbox shows whatever this
// device's bag holds.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function EmptyBag({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="empty-bag" data-testid={testId}>
      <h1>{t('cart.title')}</h1>
      <p className="empty-bag__title">{t('cart.emptyTitle')}</p>
      <p>{t('cart.emptyText')}</p>
      <Link to="/" className="button button--primary">
        {t('cart.startShopping')}
      </Link>
    </div>
  );
}
