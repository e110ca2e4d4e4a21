// "Cookie settings" in the footer (decision 0114): changing the choice is as easy as making
// it. A button, not a link: it opens the banner, it goes nowhere. Only where the page asks.
import { useTranslation } from 'react-i18next';
import { useMarketingConsent } from './ConsentProvider';

export function CookieSettingsButton() {
  const { t } = useTranslation();
  const { asks, reopen } = useMarketingConsent();
  if (!asks) return null;
  return (
    <button type="button" className="button--link cookie-settings" onClick={reopen} data-testid="cookie-settings">
      {t('consent.settings')}
    </button>
  );
}
