// The password change: the current password first; every other device is signed out.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../platform/toast/ToastProvider';
import { PasswordRules } from '../PasswordRules';
import { dashboardErrorText } from './field-error';
import { type DashboardError, useChangePassword } from './use-dashboard-mutations';

export function PasswordChangeForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { changePassword, changing } = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [passwordConfirmation, setPasswordConfirmation] = useState('');
  const [error, setError] = useState<DashboardError>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    const result = await changePassword({ currentPassword, password, passwordConfirmation });
    if (result.ok) {
      setCurrentPassword('');
      setPassword('');
      setPasswordConfirmation('');
      toast.show({ type: 'success', text: t('profile.passwordChanged') });
    } else setError(result);
  }

  return (
    <form className="dashboard-form" onSubmit={(event) => void submit(event)} aria-labelledby="profile-password-title" noValidate>
      <h3 id="profile-password-title">{t('profile.passwordTitle')}</h3>
      <label>
        {t('profile.currentPassword')}
        <input
          type="password"
          name="currentPassword"
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
          autoComplete="current-password"
          required
          maxLength={128}
        />
      </label>
      <label>
        {t('profile.newPassword')}
        <input
          type="password"
          name="newPassword"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="new-password"
          required
          maxLength={128}
          aria-describedby="profile-password-rules"
        />
      </label>
      <label>
        {t('profile.confirmPassword')}
        <input
          type="password"
          name="confirmPassword"
          value={passwordConfirmation}
          onChange={(e) => setPasswordConfirmation(e.target.value)}
          autoComplete="new-password"
          required
          maxLength={128}
        />
      </label>
      <PasswordRules id="profile-password-rules" password={password} confirmation={passwordConfirmation} email={email} />
      {error ? (
        <p className="form-error" role="alert">
          {dashboardErrorText(t, error)}
        </p>
      ) : null}
      <p className="dashboard-form__hint">{t('profile.passwordOtherDevices')}</p>
      <button type="submit" className="button button--primary" disabled={changing}>
        {changing ? t('profile.changingPassword') : t('profile.changePassword')}
      </button>
    </form>
  );
}
