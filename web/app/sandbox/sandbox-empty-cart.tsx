// /sandbox/empty-cart: the empty bag exactly as /cart shows it, whatever this device's bag holds.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function SandboxEmptyCart() {
  const { t } = useTranslation();
  return (
    <div className="empty-bag" data-testid="sandbox-empty-cart">
      <h1>{t('cart.title')}</h1>
      <p className="empty-bag__title">{t('cart.emptyTitle')}</p>
      <p>{t('cart.emptyText')}</p>
      <Link to="/" className="button button--primary">
        {t('cart.startShopping')}
      </Link>
    </div>
  );
}
