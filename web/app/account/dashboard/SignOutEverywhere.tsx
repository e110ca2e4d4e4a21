// Ends every session of the account (all devices), this one included.
import { useTranslation } from 'react-i18next';
import { useNavigateWithFlash } from '../FlashMessage';
import { useSignOutEverywhere } from './use-dashboard-mutations';

export function SignOutEverywhere() {
  const { t } = useTranslation();
  const navigateWithFlash = useNavigateWithFlash();
  const { signOutEverywhere, signingOut } = useSignOutEverywhere();
  async function leave() {
    if (await signOutEverywhere()) {
      await navigateWithFlash('/', { kind: 'signedOut' });
    }
  }
  return (
    <div className="dashboard-form">
      <h3>{t('profile.signOutEverywhereTitle')}</h3>
      <p className="dashboard-form__hint">{t('profile.signOutEverywhereText')}</p>
      <button type="button" className="button button--secondary" onClick={() => void leave()} disabled={signingOut}>
        {t('profile.signOutEverywhere')}
      </button>
    </div>
  );
}
