// Ends every session of the account (all devices), this one included, and goes home signed out.
import { useTranslation } from 'react-i18next';
import { useSignOutEverywhere } from './use-dashboard-mutations';

export function SignOutEverywhere() {
  const { t } = useTranslation();
  const { signOutEverywhere, signingOut } = useSignOutEverywhere();
  return (
    <div className="dashboard-form">
      <h3>{t('profile.signOutEverywhereTitle')}</h3>
      <p className="dashboard-form__hint">{t('profile.signOutEverywhereText')}</p>
      <button type="button" className="button button--secondary" onClick={() => void signOutEverywhere()} disabled={signingOut}>
        {t('profile.signOutEverywhere')}
      </button>
    </div>
  );
}
