// /users/unlock?token=… (docs/product.md#paths): the link mailed when sign-ins were blocked. The owner
// lifts the block and signs in; the link works once.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CustomerServiceLink } from '../../content/CustomerServiceLink';
import { AccountFormPage, accountFormRoute, SwitchFormLink } from '../AccountFormPage';
import { FormErrorRegion } from '../FormFeedback';
import { type LinkResult, useUnlockAccount } from '../use-account-links';

const route = accountFormRoute('account.unlock.title');

export const loader = route.loader;
export const clientLoader = route.clientLoader;
export const meta = route.meta;

export default function UnlockPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { unlock, unlocking } = useUnlockAccount();
  const [result, setResult] = useState<LinkResult>();
  const token = params.get('token') ?? '';

  return (
    <AccountFormPage heading={t('account.unlock.title')}>
      {result?.ok ? (
        <>
          <p className="notice notice--success" role="status">
            {t('account.unlock.done')}
          </p>
          <SwitchFormLink to="/sign_in" text={t('account.signUp.signInInstead')} />
        </>
      ) : (
        <>
          <p>{t('account.unlock.intro')}</p>
          <FormErrorRegion testId="unlock-error">
            {(result || !token) &&
              (result && !result.ok && result.code === 'LINK_EXPIRED' ? (
                <>
                  {t('account.unlock.expired')} <CustomerServiceLink />
                </>
              ) : (
                t('account.unlock.invalid')
              ))}
          </FormErrorRegion>
          <button type="button" className="button button--primary" disabled={unlocking || !token} onClick={() => void unlock(token).then(setResult)}>
            {t('account.unlock.submit')}
          </button>
        </>
      )}
    </AccountFormPage>
  );
}
