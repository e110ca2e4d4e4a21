// The page for the unexpected (docs/product.md#retries "Fatal application errors show the error page").
// The Reference ID is the failed request's id (decision 0061): support finds that request
// with it in the web server's, the gateway's and the api's logs.
import { useTranslation } from 'react-i18next';
import { CustomerServiceLink } from './CustomerServiceLink';

export function ErrorPage({ referenceId }: { referenceId?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="page status-page">
      <h1>{t('errors.pageTitle')}</h1>
      <p className="status-page__subtitle">{t('errors.pageText')}</p>
      {referenceId ? (
        <p className="status-page__detail" data-reference-id={referenceId}>
          {t('errors.referenceId', { referenceId })} <CustomerServiceLink />
        </p>
      ) : null}
      {/* A full load: whatever broke may be in the client's state. */}
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('errors.retry')}
      </button>
    </div>
  );
}
