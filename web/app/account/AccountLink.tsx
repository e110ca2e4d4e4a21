// The header's account entry: "Sign in" for a guest, carrying return_to with the page's
// full path (docs/product.md#paths), or "My account" for a member.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import './account.css';
import { signInHref } from '../platform/return-to';

export const AccountLinkFragment = graphql(`
  fragment AccountLink_account on Account {
    id
    firstName
  }
`);

export function AccountLink({ me: ref }: { me: FragmentType<typeof AccountLinkFragment> | null | undefined }) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const me = getFragmentData(AccountLinkFragment, ref);
  if (me) {
    return (
      <Link to="/account" className="account-link" data-testid="account-link">
        <AccountIcon />
        <span className="account-link__label">{t('account.accountLink')}</span>
      </Link>
    );
  }
  return (
    <Link to={signInHref(`${pathname}${search}${hash}`)} className="account-link" data-testid="sign-in-link">
      <AccountIcon />
      <span className="account-link__label">{t('account.signInLink')}</span>
    </Link>
  );
}

/** Shown alone in the phone header, where the label is read out but not shown. */
function AccountIcon() {
  return (
    <svg className="account-link__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8.5" r="3.8" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M4.5 20c1.2-3.6 4-5.4 7.5-5.4s6.3 1.8 7.5 5.4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
