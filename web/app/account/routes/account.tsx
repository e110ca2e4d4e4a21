// /account: the account dashboard (docs/product.md#shop, decision 0085). Sections in this order, one
// component per file: points summary (web/app/loyalty, added by that work), beauty
// profile, orders, reviews and wish list (web/app/lists), bookings (web/app/booking),
// profile settings. A section from another domain is one import and one element below;
// it fetches its own data, or spreads its fragment into AccountPageQuery. A guest is sent
// to sign in and brought back here.
import { useQuery } from '@apollo/client/react';
import { formatDay, localDay } from '@beauty/contracts/calendar';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../__generated__/gql';
import type { StorefrontContext } from '../../platform/load-context';
import { unindexedPageMeta } from '../../platform/page-meta';
import { browserLoader, serverLoader } from '../../platform/page-loaders';
import { MyBookingsSection } from '../../booking/MyBookingsSection';
import { useSiteLocale } from '../../locale/use-locale';
import { memberPageLoad } from '../../platform/member-page-load';
import { useSignOut } from '../use-session-mutations';
import { BeautyPassSection, BeautyPassSectionQuery } from '../../loyalty/BeautyPassSection';
import { WishListSection } from '../../lists/WishListSection';
import { BeautyProfileSection } from '../dashboard/BeautyProfileSection';
import { OrdersSection } from '../dashboard/OrdersSection';
import { ReviewsSection } from '../dashboard/ReviewsSection';
import { ProfileSettingsSection } from '../dashboard/ProfileSettingsSection';
import '../../order/member-orders.css';
import '../dashboard/dashboard.css';

const AccountPageQuery = graphql(`
  query AccountPage {
    me {
      id
      email
      firstName
      lastName
      mobile { callingCode number }
      dateOfBirth
      memberSince
      returning
      ...AccountAnalytics
      ...BeautyProfileSection_account
      ...ProfileSettings_account
    }
  }
`);

const loadPage = memberPageLoad({ query: AccountPageQuery }, '/account', 'account.page.title');

async function load(context: StorefrontContext) {
  // The Beauty Pass card is part of the page the server sends, not a "Loading…" line:
  // its query runs beside the page's. If it fails, the section says so and
  // the browser asks again; the page itself still opens.
  const [page] = await Promise.all([
    loadPage(context),
    context.apollo.query({ query: BeautyPassSectionQuery, fetchPolicy: 'network-only' }).catch(() => undefined),
  ]);
  return page;
}

export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const meta = unindexedPageMeta;

export default function AccountPage() {
  const { t } = useTranslation();
  const { data } = useQuery(AccountPageQuery, { fetchPolicy: 'cache-only' });
  const { signOut, signingOut } = useSignOut();
  const { tag, country } = useSiteLocale();
  const me = data?.me;
  if (!me) return null;

  return (
    <div className="page page--account account-page">
      {/* "Welcome" the first time, "Welcome back" once the member has come back (issue 15 item 4). */}
      <h1>{t(me.returning ? 'account.page.welcomeBack' : 'account.page.welcome', { name: me.firstName })}</h1>
      <p className="account-page__since" data-testid="member-since">
        {t('account.page.memberSince', { date: formatDay(localDay(country, new Date(me.memberSince)), tag) })}
      </p>
      <dl className="account-page__details" data-testid="account-details">
        <dt>{t('account.page.email')}</dt>
        <dd>{me.email}</dd>
        <dt>{t('account.page.mobile')}</dt>
        <dd>{me.mobile ? `${me.mobile.callingCode} ${me.mobile.number}` : t('account.page.notGiven')}</dd>
        <dt>{t('account.page.dateOfBirth')}</dt>
        <dd data-testid="account-date-of-birth">{me.dateOfBirth ? formatDay(me.dateOfBirth, tag) : t('account.page.notGiven')}</dd>
      </dl>
      <BeautyPassSection />
      <BeautyProfileSection account={me} />
      <OrdersSection />
      <ReviewsSection />
      <WishListSection />
      <MyBookingsSection />
      <ProfileSettingsSection account={me} />
      <button type="button" className="button button--secondary" onClick={() => void signOut()} disabled={signingOut}>
        {signingOut ? t('account.page.signingOut') : t('account.page.signOut')}
      </button>
    </div>
  );
}
