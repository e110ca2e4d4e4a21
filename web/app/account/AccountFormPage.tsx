// The shell of the account form pages (sign-up, reset link, new password, unlock): a
// route that loads nothing but its title, on the server and in the browser, kept out of
// search engines; and the page frame with its heading.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { browserLoader, serverLoader, titlePageLoad } from '../platform/page-loaders';
import { unindexedPageMeta } from '../platform/page-meta';

type TitleKey = 'account.signUp.title' | 'account.reset.title' | 'account.reset.newTitle' | 'account.unlock.title';

/** loader, clientLoader and meta for a route module: `export const loader = route.loader`… */
export function accountFormRoute(titleKey: TitleKey) {
  const load = titlePageLoad(titleKey);
  return { loader: serverLoader(load), clientLoader: browserLoader(load), meta: unindexedPageMeta };
}

export function AccountFormPage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="page page--account account-form">
      <h1>{heading}</h1>
      {children}
    </div>
  );
}

/**
 * The way to the other account form, under a form: sign in instead (from sign-up, or once a
 * reset or unlock is done), or create an account. `returnTo` carries the shopper on from
 * that form to where they were going.
 */
export function SwitchFormLink({ to, text, lead, returnTo = '/' }: { to: '/sign_in' | '/sign_up'; text: string; lead?: string; returnTo?: string }) {
  return (
    <p className="account-form__switch">
      {lead && `${lead} `}
      <Link to={returnTo === '/' ? to : `${to}?return_to=${encodeURIComponent(returnTo)}`}>{text}</Link>
    </p>
  );
}
