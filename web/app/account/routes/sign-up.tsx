// /sign_up: the account, the consents of docs/product.md#sign-up-consents and the password rules shown as the
// shopper types (the api checks the same rules and answers userErrors).
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CALLING_CODES } from '@beauty/contracts/calling-codes';
import type { Country } from '@beauty/contracts/locale';
import { Link, useSearchParams } from 'react-router';
import { AccountFormPage, accountFormRoute, SwitchFormLink } from '../AccountFormPage';
import type { SignUpInput } from '../../__generated__/graphql';
import { useNavigateWithFlash } from '../FlashMessage';
import { EMAIL_INPUT, FormField } from '../FormField';
import { FormErrorRegion, SubmitButton } from '../FormFeedback';
import { NewPasswordFields } from '../NewPasswordFields';
import { safeReturnTo } from '../../platform/return-to';
import { sessionErrorMessage } from '../session-error-message';
import { useSignUp } from '../use-session-mutations';
import { useSiteLocale } from '../../locale/use-locale';

/**
 * The site's own calling code first and chosen (a member of the Thai site has a Thai mobile,
 * usually), then the other countries' (issue 15 item 3: never +65 for everyone).
 */
function callingCodesFor(country: Country): string[] {
  const own = COUNTRY_CALLING_CODES[country];
  return [own, ...Object.values(COUNTRY_CALLING_CODES).filter((code) => code !== own)];
}
const CONSENTS = [
  ['privacyCollection', 'consentPrivacyCollection', true],
  ['privacyDisclosure', 'consentPrivacyDisclosure', true],
  ['marketing', 'consentMarketing', false],
  ['policyAgreement', 'consentPolicy', true],
  ['over14', 'consentOver14', true],
] as const;

const route = accountFormRoute('account.signUp.title');
export const loader = route.loader;
export const clientLoader = route.clientLoader;
export const meta = route.meta;

export default function SignUpPage() {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const navigateWithFlash = useNavigateWithFlash();
  const [params] = useSearchParams();
  const { signUp, signingUp } = useSignUp();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string>();
  const returnTo = safeReturnTo(params.get('return_to'));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const number = text('mobileNumber').replace(/[\s-]/g, '');
    const input: SignUpInput = {
      email: email.trim(),
      password,
      passwordConfirmation: confirmation,
      firstName: text('firstName'),
      lastName: text('lastName'),
      mobile: number ? { callingCode: text('callingCode'), number } : null,
      dateOfBirth: text('dateOfBirth') || null,
      consents: Object.fromEntries(CONSENTS.map(([key]) => [key, form.get(key) === 'on'])) as SignUpInput['consents'],
    };
    setError(undefined);
    const result = await signUp(input);
    if (result.ok) {
      await navigateWithFlash(returnTo, { kind: 'welcome', name: result.firstName });
    } else {
      setError(sessionErrorMessage(t, result));
    }
  }

  return (
    <AccountFormPage heading={t('account.signUp.heading')}>
      <form onSubmit={(e) => void submit(e)} data-testid="sign-up-form">
        <FormField
          id="sign-up-email"
          label={t('account.signIn.email')}
          name="email"
          {...EMAIL_INPUT}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <div className="field-row">
          <FormField id="sign-up-first-name" label={t('account.signUp.firstName')} name="firstName" autoComplete="given-name" required maxLength={80} />
          <FormField id="sign-up-last-name" label={t('account.signUp.lastName')} name="lastName" autoComplete="family-name" required maxLength={80} />
        </div>
        <fieldset className="field">
          <legend>{t('account.signUp.mobile')}</legend>
          <div className="field-row field-row--mobile">
            <select
              name="callingCode"
              aria-label={t('account.signUp.callingCode')}
              autoComplete="tel-country-code"
              defaultValue={COUNTRY_CALLING_CODES[locale.country]}
            >
              {callingCodesFor(locale.country).map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
            <input
              name="mobileNumber"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              pattern="[0-9\s\-]{4,20}"
              maxLength={20}
              aria-label={t('account.signUp.mobile')}
            />
          </div>
        </fieldset>
        <FormField id="sign-up-dob" label={t('account.signUp.dateOfBirth')} name="dateOfBirth" type="date" autoComplete="bday" />
        <NewPasswordFields
          ids={{ password: 'sign-up-password', confirmation: 'sign-up-password-confirmation', rules: 'sign-up-password-rules' }}
          names={{ password: 'password', confirmation: 'passwordConfirmation' }}
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          email={email}
        />
        <fieldset className="consents">
          <legend>{t('account.signUp.consentsTitle')}</legend>
          {CONSENTS.map(([key, label, required]) => (
            <div className="consents__item" key={key}>
              <input id={`consent-${key}`} name={key} type="checkbox" required={required} />
              <label htmlFor={`consent-${key}`}>{t(`account.signUp.${label}`)}</label>
            </div>
          ))}
        </fieldset>
        <FormErrorRegion testId="sign-up-error">{error}</FormErrorRegion>
        <SubmitButton busy={signingUp} label={t('account.signUp.submit')} busyLabel={t('account.signUp.submitting')} />
      </form>
      <SwitchFormLink to="/sign_in" lead={t('account.signUp.haveAccount')} text={t('account.signUp.signInInstead')} returnTo={returnTo} />
    </AccountFormPage>
  );
}
