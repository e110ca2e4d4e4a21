// The page for the unexpected (spec §8 "Fatal application errors show the error page").
import { useTranslation } from 'react-i18next';

export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <div className="page status-page">
      <h1>{t('errors.pageTitle')}</h1>
      <p className="status-page__subtitle">{t('errors.pageText')}</p>
      {/* A full load: whatever broke may be in the client's state. */}
      <a href="" className="button button--primary" onClick={() => window.location.reload()}>
        {t('errors.retry')}
      </a>
    </div>
  );
}
