// /users/password/edit?token=…: the mailed reset link. A new password (same rules as
// sign-up, and not one of the last two), or "Reset-link expired" with a way to ask again.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CustomerServiceLink } from '../../content/CustomerServiceLink';
import { AccountFormPage, accountFormRoute, SwitchFormLink } from '../AccountFormPage';
import { FormErrorRegion, SubmitButton } from '../FormFeedback';
import { NewPasswordFields } from '../NewPasswordFields';
import { type LinkResult, useResetPassword } from '../use-account-links';

const route = accountFormRoute('account.reset.newTitle');

export const loader = route.loader;
export const clientLoader = route.clientLoader;
export const meta = route.meta;

export default function PasswordEditPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { reset, resetting } = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [result, setResult] = useState<LinkResult>();
  const token = params.get('token') ?? '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(await reset(token, password, confirmation));
  }

  if (result?.ok) {
    return (
      <AccountFormPage heading={t('account.reset.newTitle')}>
        <p className="notice notice--success" role="status">
          {t('account.reset.changed')}
        </p>
        <SwitchFormLink to="/sign_in" text={t('account.signUp.signInInstead')} />
      </AccountFormPage>
    );
  }
  const linkProblem = result && !result.ok && (result.code === 'LINK_EXPIRED' || result.code === 'LINK_INVALID');
  return (
    <AccountFormPage heading={t('account.reset.newTitle')}>
      <form onSubmit={(e) => void submit(e)}>
        <NewPasswordFields
          ids={{ password: 'reset-password', confirmation: 'reset-confirmation', rules: 'reset-rules' }}
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          email=""
        />
        <FormErrorRegion testId="reset-error">
          {result && !result.ok && (
            <>
              {result.code === 'LINK_EXPIRED'
                ? t('account.reset.expired')
                : result.code === 'LINK_INVALID'
                  ? t('account.reset.invalid')
                  : result.code === 'PASSWORD_RULES'
                    ? t('account.reset.rules')
                    : result.code === 'TOO_MANY_ATTEMPTS'
                      ? t('errors.tooManyAttempts')
                      : t('errors.generic')}{' '}
              {linkProblem && <Link to="/users/password/new">{t('account.reset.askAgain')}</Link>} {result.code === 'LINK_EXPIRED' && <CustomerServiceLink />}
            </>
          )}
        </FormErrorRegion>
        <SubmitButton busy={resetting} disabled={!token} label={t('account.reset.save')} />
      </form>
    </AccountFormPage>
  );
}
