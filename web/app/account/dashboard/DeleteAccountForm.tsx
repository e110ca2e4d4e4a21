// Delete my account: says what is erased and what the law makes us keep, asks for the
// current password and an explicit confirmation, then signs out.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '../../platform/toast/ToastProvider';
import { dashboardErrorText } from './field-error';
import { FormAlert } from './FormAlert';
import { SubmitButton } from '../FormFeedback';
import { PasswordField } from './PasswordField';
import { type DashboardError, useDeleteAccount } from './use-dashboard-mutations';

export function DeleteAccountForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { deleteAccount, deleting } = useDeleteAccount();
  const [currentPassword, setCurrentPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<DashboardError>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    const result = await deleteAccount(currentPassword);
    if (result.ok) {
      toast.show({ type: 'success', text: t('profile.deleted') });
      await navigate('/');
    } else setError(result);
  }

  return (
    <form className="dashboard-form dashboard-form--danger" onSubmit={(event) => void submit(event)} aria-labelledby="profile-delete-title" noValidate>
      <h3 id="profile-delete-title">{t('profile.deleteTitle')}</h3>
      <p className="dashboard-form__hint">{t('profile.deleteErased')}</p>
      <p className="dashboard-form__hint">{t('profile.deleteKept')}</p>
      <PasswordField kind="current" name="deletePassword" value={currentPassword} onChange={setCurrentPassword} />
      <label className="dashboard-form__check">
        <input type="checkbox" name="confirmDelete" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
        {t('profile.deleteConfirm')}
      </label>
      <FormAlert text={error && dashboardErrorText(t, error)} />
      <SubmitButton busy={deleting} disabled={!confirmed || !currentPassword} variant="danger" label={t('profile.delete')} busyLabel={t('profile.deleting')} />
    </form>
  );
}
