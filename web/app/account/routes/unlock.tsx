// /users/unlock?token=… (spec §2): the link mailed when sign-ins were blocked. The owner
// lifts the block and signs in; the link works once.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { browserContext } from '../../platform/browser-context';
import type { StorefrontContext } from '../../platform/load-context';
import { pageMeta } from '../../platform/page-meta';
import { type LinkResult, useUnlockAccount } from '../use-account-links';
import type { Route } from './+types/unlock';

function load({ i18n }: StorefrontContext) {
  return { title: i18n.t('account.unlock.title') };
}

export function loader({ context }: Route.LoaderArgs) {
  return load(context);
}

export function clientLoader() {
  return load(browserContext());
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { title: loaderData?.title }), { name: 'robots', content: 'noindex' }];
}

export default function UnlockPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { unlock, unlocking } = useUnlockAccount();
  const [result, setResult] = useState<LinkResult>();
  const token = params.get('token') ?? '';

  return (
    <div className="page page--account account-form">
      <h1>{t('account.unlock.title')}</h1>
      {result?.ok ? (
        <>
          <p className="notice notice--success" role="status">{t('account.unlock.done')}</p>
          <p className="account-form__switch">
            <Link to="/sign_in">{t('account.signUp.signInInstead')}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{t('account.unlock.intro')}</p>
          <div role="alert" data-testid="unlock-error">
            {(result || !token) && <p className="notice notice--error">{result && !result.ok && result.code === 'LINK_EXPIRED' ? t('account.unlock.expired') : t('account.unlock.invalid')}</p>}
          </div>
          <button type="button" className="button button--primary" disabled={unlocking || !token} onClick={() => void unlock(token).then(setResult)}>
            {t('account.unlock.submit')}
          </button>
        </>
      )}
    </div>
  );
}
