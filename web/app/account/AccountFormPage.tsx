// The shell of the account form pages (sign-up, reset link, new password, unlock): a
// route that loads nothing but its title, on the server and in the browser, kept out of
// search engines; and the page frame with its heading.
import type { ReactNode } from 'react';
import { browserContext } from '../platform/browser-context';
import type { StorefrontContext } from '../platform/load-context';
import { pageMeta } from '../platform/page-meta';

type TitleKey = 'account.signUp.title' | 'account.reset.title' | 'account.reset.newTitle' | 'account.unlock.title';
type Matches = Parameters<typeof pageMeta>[0];

/** loader, clientLoader and meta for a route module: `export const loader = route.loader`… */
export function accountFormRoute(titleKey: TitleKey) {
  const load = ({ i18n }: StorefrontContext) => ({ title: i18n.t(titleKey) });
  return {
    loader: ({ context }: { context: StorefrontContext }) => load(context),
    clientLoader: () => load(browserContext()),
    meta: ({ loaderData, matches }: { loaderData?: { title: string } | undefined; matches: Matches }) => [
      ...pageMeta(matches, { title: loaderData?.title }),
      { name: 'robots', content: 'noindex' },
    ],
  };
}

export function AccountFormPage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="page page--account account-form">
      <h1>{heading}</h1>
      {children}
    </div>
  );
}
