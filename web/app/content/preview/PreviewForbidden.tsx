// What a preview URL shows without a valid preview token (a 403): how to get in, not a crash.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function PreviewForbidden() {
  const { t } = useTranslation();
  return (
    <div className="page status-page preview-forbidden">
      <h1>{t('content.preview.forbiddenTitle')}</h1>
      <p className="status-page__subtitle">{t('content.preview.forbiddenText')}</p>
      <Link to="/" reloadDocument className="button button--primary">
        {t('notFound.backHome')}
      </Link>
    </div>
  );
}
