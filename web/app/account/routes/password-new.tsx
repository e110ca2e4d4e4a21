// /users/password/new: ask for a reset link. The answer is the same whether or not the
// email has an account (docs/product.md#messages: the notice is neutral).
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountFormPage, accountFormRoute, SwitchFormLink } from '../AccountFormPage';
import { EMAIL_INPUT, FormField } from '../FormField';
import { SubmitButton } from '../FormFeedback';
import { useRequestPasswordReset } from '../use-account-links';

const route = accountFormRoute('account.reset.title');
export const loader = route.loader;
export const clientLoader = route.clientLoader;
export const meta = route.meta;

export default function PasswordNewPage() {
  const { t } = useTranslation();
  const { request, requesting } = useRequestPasswordReset();
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const result = await request(email);
    setMessage(
      result.ok
        ? { ok: true, text: t('account.reset.neutral') }
        : { ok: false, text: t(result.code === 'TOO_MANY_ATTEMPTS' ? 'errors.tooManyAttempts' : 'errors.generic') },
    );
  }

  return (
    <AccountFormPage heading={t('account.reset.title')}>
      <p>{t('account.reset.intro')}</p>
      <form onSubmit={(e) => void submit(e)}>
        <FormField id="reset-email" label={t('account.signIn.email')} name="email" {...EMAIL_INPUT} />
        <div role="status" data-testid="reset-message">
          {message && <p className={message.ok ? 'notice notice--success' : 'notice notice--error'}>{message.text}</p>}
        </div>
        <SubmitButton busy={requesting} label={t('account.reset.send')} />
      </form>
      <SwitchFormLink to="/sign_in" text={t('account.signUp.signInInstead')} />
    </AccountFormPage>
  );
}
