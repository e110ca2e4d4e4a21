// Where every "contact customer service" message leads: the country's help page
// (/pages/help, a content entry with that country's email, phone and hours).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const HELP_PATH = '/pages/help';

export function CustomerServiceLink() {
  const { t } = useTranslation();
  return (
    <Link to={HELP_PATH} className="customer-service-link" data-testid="customer-service-link">
      {t('customerService.contact')}
    </Link>
  );
}
