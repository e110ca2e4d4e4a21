// /account: the signed-in shopper's details, the way to their orders (/account/orders) and
// sign-out. A guest is sent to sign in and brought back here.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useNavigate } from 'react-router';
import { graphql } from '../../__generated__/gql';
import { browserContext } from '../../platform/browser-context';
import type { StorefrontContext } from '../../platform/load-context';
import { pageMeta } from '../../platform/page-meta';
import type { Flash } from '../FlashMessage';
import { signInHref } from '../return-to';
import { useSignOut } from '../use-session-mutations';
import '../../order/member-orders.css';
import type { Route } from './+types/account';

const AccountPageQuery = graphql(`
  query AccountPage {
    me {
      id
      email
      firstName
      lastName
      mobile { callingCode number }
      dateOfBirth
      ...AccountAnalytics
    }
  }
`);

async function load({ apollo, i18n }: StorefrontContext) {
  const { data } = await apollo.query({ query: AccountPageQuery, fetchPolicy: 'network-only' });
  if (!data?.me) throw redirect(signInHref('/account'));
  return { title: i18n.t('account.page.title') };
}

export async function loader({ context }: Route.LoaderArgs) {
  return load(context);
}

export async function clientLoader() {
  return load(browserContext());
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { title: loaderData?.title }), { name: 'robots', content: 'noindex' }];
}

export default function AccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useQuery(AccountPageQuery, { fetchPolicy: 'cache-only' });
  const { signOut, signingOut } = useSignOut();
  const me = data?.me;
  if (!me) return null;

  async function leave() {
    if (await signOut()) {
      const flash: Flash = { kind: 'signedOut' };
      await navigate('/', { state: { flash } });
    }
  }

  return (
    <div className="page page--account account-page">
      <h1>{t('account.page.greeting', { name: me.firstName })}</h1>
      <dl className="account-page__details" data-testid="account-details">
        <dt>{t('account.page.email')}</dt>
        <dd>{me.email}</dd>
        <dt>{t('account.page.mobile')}</dt>
        <dd>{me.mobile ? `${me.mobile.callingCode} ${me.mobile.number}` : t('account.page.notGiven')}</dd>
        <dt>{t('account.page.dateOfBirth')}</dt>
        <dd>{me.dateOfBirth ?? t('account.page.notGiven')}</dd>
      </dl>
      <section className="account-page__orders" aria-labelledby="account-orders-title">
        <h2 id="account-orders-title">{t('memberOrders.title')}</h2>
        <p>{t('memberOrders.accountText')}</p>
        <Link to="/account/orders" className="button button--primary" data-testid="account-orders-link">
          {t('memberOrders.accountLink')}
        </Link>
      </section>
      <button type="button" className="button button--secondary" onClick={() => void leave()} disabled={signingOut}>
        {signingOut ? t('account.page.signingOut') : t('account.page.signOut')}
      </button>
    </div>
  );
}
