// Name, mobile (the site country's calling code, fixed), date of birth (shown in the
// locale's format, edited with the browser's date field) and marketing consent.
import { COUNTRY_CALLING_CODES } from '@beauty/contracts/calling-codes';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteLocale } from '../../locale/use-locale';
import { useToast } from '../../platform/toast/ToastProvider';
import { dashboardErrorText } from './field-error';
import { FormAlert } from './FormAlert';
import { SubmitButton } from '../FormFeedback';
import { type DashboardError, useUpdateProfile } from './use-dashboard-mutations';

interface ProfileAccount {
  firstName: string;
  lastName: string;
  mobile?: { callingCode: string; number: string } | null;
  dateOfBirth?: string | null;
  consents: { marketing: boolean };
}

export function ProfileForm({ account }: { account: ProfileAccount }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { country, tag } = useSiteLocale();
  const callingCode = COUNTRY_CALLING_CODES[country];
  const { updateProfile, saving } = useUpdateProfile();
  const [firstName, setFirstName] = useState(account.firstName);
  const [lastName, setLastName] = useState(account.lastName);
  const [mobile, setMobile] = useState(account.mobile?.callingCode === callingCode ? account.mobile.number : '');
  const [dateOfBirth, setDateOfBirth] = useState(account.dateOfBirth ?? '');
  const [marketing, setMarketing] = useState(account.consents.marketing);
  const [error, setError] = useState<DashboardError>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    const number = mobile.replace(/[\s-]/g, '');
    const result = await updateProfile({
      firstName,
      lastName,
      mobile: number ? { callingCode, number } : null,
      dateOfBirth: dateOfBirth || null,
      marketingConsent: marketing,
    });
    if (result.ok) toast.show({ type: 'success', text: t('profile.saved') });
    else setError(result);
  }

  const errorFor = (field: string) => (error?.field === field ? dashboardErrorText(t, error) : undefined);
  const formError = error && !['mobile', 'dateOfBirth'].includes(error.field ?? '') ? dashboardErrorText(t, error) : undefined;

  return (
    <form className="dashboard-form" onSubmit={(event) => void submit(event)} aria-labelledby="profile-details-title" noValidate>
      <h3 id="profile-details-title">{t('profile.detailsTitle')}</h3>
      <label>
        {t('profile.firstName')}
        <input name="firstName" value={firstName} onChange={(e) => setFirstName(e.target.value)} required maxLength={80} autoComplete="given-name" />
      </label>
      <label>
        {t('profile.lastName')}
        <input name="lastName" value={lastName} onChange={(e) => setLastName(e.target.value)} required maxLength={80} autoComplete="family-name" />
      </label>
      <div className="dashboard-form__mobile">
        <label htmlFor="profile-mobile">{t('profile.mobile')}</label>
        <span className="dashboard-form__calling-code" data-testid="profile-calling-code" title={t('profile.callingCode')}>
          {callingCode}
        </span>
        <input
          id="profile-mobile"
          name="mobile"
          inputMode="tel"
          value={mobile}
          onChange={(e) => setMobile(e.target.value)}
          maxLength={20}
          autoComplete="tel-national"
          aria-invalid={Boolean(errorFor('mobile'))}
          aria-describedby={errorFor('mobile') ? 'profile-mobile-error' : undefined}
        />
        {errorFor('mobile') ? (
          <p id="profile-mobile-error" className="form-error">
            {errorFor('mobile')}
          </p>
        ) : null}
      </div>
      <label>
        {t('profile.dateOfBirth')}
        <input
          type="date"
          name="dateOfBirth"
          value={dateOfBirth}
          onChange={(e) => setDateOfBirth(e.target.value)}
          lang={tag}
          aria-invalid={Boolean(errorFor('dateOfBirth'))}
          aria-describedby={errorFor('dateOfBirth') ? 'profile-dob-error' : undefined}
        />
      </label>
      {errorFor('dateOfBirth') ? (
        <p id="profile-dob-error" className="form-error">
          {errorFor('dateOfBirth')}
        </p>
      ) : null}
      <label className="dashboard-form__check">
        <input type="checkbox" name="marketing" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} />
        {t('profile.marketing')}
      </label>
      <FormAlert text={formError} />
      <SubmitButton busy={saving} label={t('profile.save')} busyLabel={t('profile.saving')} />
    </form>
  );
}
