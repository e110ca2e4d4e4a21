// The header's account entry: "Sign in" for a guest, carrying return_to with the page's
// full path (spec §2), or "My account" for a member.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import './account.css';
import { signInHref } from './return-to';

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
        {t('account.accountLink')}
      </Link>
    );
  }
  return (
    <Link to={signInHref(`${pathname}${search}${hash}`)} className="account-link" data-testid="sign-in-link">
      {t('account.signInLink')}
    </Link>
  );
}
