// Orders: the way to the member's orders (web/app/order, /account/orders).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function OrdersSection() {
  const { t } = useTranslation();
  return (
    <section className="dashboard-section" aria-labelledby="account-orders-title">
      <h2 id="account-orders-title">{t('memberOrders.title')}</h2>
      <p>{t('memberOrders.accountText')}</p>
      <Link to="/account/orders" className="button button--primary" data-testid="account-orders-link">
        {t('memberOrders.accountLink')}
      </Link>
    </section>
  );
}
