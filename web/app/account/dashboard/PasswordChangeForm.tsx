// The password change: the current password first; every other device is signed out.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../platform/toast/ToastProvider';
import { PasswordRules } from '../PasswordRules';
import { dashboardErrorText } from './field-error';
import { FormAlert } from './FormAlert';
import { SubmitButton } from '../FormFeedback';
import { PasswordField } from './PasswordField';
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
      <PasswordField kind="current" name="currentPassword" value={currentPassword} onChange={setCurrentPassword} />
      <PasswordField kind="new" name="newPassword" value={password} onChange={setPassword} describedBy="profile-password-rules" />
      <PasswordField kind="confirmation" name="confirmPassword" value={passwordConfirmation} onChange={setPasswordConfirmation} />
      <PasswordRules id="profile-password-rules" password={password} confirmation={passwordConfirmation} email={email} />
      <FormAlert text={error && dashboardErrorText(t, error)} />
      <p className="dashboard-form__hint">{t('profile.passwordOtherDevices')}</p>
      <SubmitButton busy={changing} label={t('profile.changePassword')} busyLabel={t('profile.changingPassword')} />
    </form>
  );
}
