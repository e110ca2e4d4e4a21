// The 404 page of docs/product.md#not-found, for unmatched routes and unknown products and categories.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFound({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <div className="page status-page">
      <h1>{t('notFound.title')}</h1>
      <p className="status-page__subtitle">{t('notFound.subtitle')}</p>
      <p className="status-page__detail">{t('notFound.message', { path })}</p>
      <Link to="/" className="button button--primary">
        {t('notFound.backHome')}
      </Link>
    </div>
  );
}
