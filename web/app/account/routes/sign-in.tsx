// /sign_in (docs/product.md#paths): email and password; on success "Welcome back" on the page the
// sign-in started from (return_to, same-origin paths only).
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useSearchParams } from 'react-router';
import type { StorefrontContext } from '../../platform/load-context';
import { unindexedPageMeta } from '../../platform/page-meta';
import { browserLoader, serverLoader, type PageLoadArgs } from '../../platform/page-loaders';
import { AccountFormPage, SwitchFormLink } from '../AccountFormPage';
import { useNavigateWithFlash } from '../FlashMessage';
import { safeReturnTo } from '../../platform/return-to';
import { sessionErrorMessage } from '../session-error-message';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__/gql';
import { useSiteLocale } from '../../locale/use-locale';
import { CURRENT_PASSWORD_INPUT, EMAIL_INPUT, FormField } from '../FormField';
import { FormErrorRegion, SubmitButton } from '../FormFeedback';
import { GoogleSignInButton } from '../GoogleSignInButton';
import { type SessionResult, useSignIn, useSignInWithGoogle } from '../use-session-mutations';
import { signInFlash } from '../sign-in-flash';
import type { Route } from './+types/sign-in';

const SignInPageQuery = graphql(`
  query SignInPage {
    signInOptions { googleClientId }
    me { id }
  }
`);

async function load({ apollo, i18n }: StorefrontContext, { request }: PageLoadArgs<Route.LoaderArgs>) {
  const { data } = await apollo.query({ query: SignInPageQuery, fetchPolicy: 'network-only' });
  // Already signed in: straight on to where the sign-in would have led.
  if (data?.me) throw redirect(safeReturnTo(new URL(request.url).searchParams.get('return_to')));
  return { title: i18n.t('account.signIn.title') };
}

export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const meta = unindexedPageMeta;

export default function SignInPage() {
  const { t } = useTranslation();
  const navigateWithFlash = useNavigateWithFlash();
  const [params] = useSearchParams();
  const { signIn, signingIn } = useSignIn();
  const { signInWithGoogle } = useSignInWithGoogle();
  const { data } = useQuery(SignInPageQuery, { fetchPolicy: 'cache-only' });
  const { language } = useSiteLocale();
  const googleClientId = data?.signInOptions.googleClientId;
  const [error, setError] = useState<string>();
  const returnTo = safeReturnTo(params.get('return_to'));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(undefined);
    await finish(await signIn(String(form.get('email') ?? '').trim(), String(form.get('password') ?? '')));
  }

  async function finish(result: SessionResult) {
    if (result.ok) {
      await navigateWithFlash(returnTo, signInFlash(result));
    } else {
      setError(sessionErrorMessage(t, result));
    }
  }

  return (
    <AccountFormPage heading={t('account.signIn.heading')}>
      <form onSubmit={(e) => void submit(e)} noValidate={false} data-testid="sign-in-form">
        <FormField id="sign-in-email" label={t('account.signIn.email')} name="email" {...EMAIL_INPUT} />
        <FormField id="sign-in-password" label={t('account.signIn.password')} name="password" {...CURRENT_PASSWORD_INPUT} />
        <p className="account-form__forgot">
          <Link to="/users/password/new">{t('account.signIn.forgotPassword')}</Link>
        </p>
        <FormErrorRegion testId="sign-in-error">{error}</FormErrorRegion>
        <SubmitButton busy={signingIn} label={t('account.signIn.submit')} busyLabel={t('account.signIn.submitting')} />
      </form>
      {googleClientId && (
        <div className="account-form__google">
          <p className="account-form__or">{t('account.signIn.or')}</p>
          <GoogleSignInButton clientId={googleClientId} language={language} onCredential={(token) => void signInWithGoogle(token).then(finish)} />
        </div>
      )}
      <SwitchFormLink to="/sign_up" lead={t('account.signIn.newHere')} text={t('account.signIn.createAccount')} returnTo={returnTo} />
    </AccountFormPage>
  );
}
