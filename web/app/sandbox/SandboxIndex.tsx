// /sandbox: the list of every sandbox page (sandbox-pages.ts).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SANDBOX_PAGES } from './sandbox-pages';

export default function SandboxIndex() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('sandbox.title')}</h1>
      <ul className="sandbox__index" data-testid="sandbox-index">
        {SANDBOX_PAGES.map((page) => (
          <li key={page.path}>
            <Link to={page.path}>{t(`sandbox.pages.${page.key}` as 'sandbox.pages.cart', { country: page.path.split('/')[3]?.toUpperCase() })}</Link>{' '}
            <code>{page.path}</code>
          </li>
        ))}
      </ul>
    </>
  );
}
