// The footer on every page: the layout's link columns and the data attribution the
// data set's licence (CC BY 4.0) asks for. Links go through the navigation guard.
// The footer knows who is shopping: a member is never offered "Sign in" or "Register"
// (issue 15 item 4); those links become "My account".
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { signInHref } from '../platform/return-to';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { LANGUAGE_NAMES } from '../locale/i18n';
import { useSiteLocale } from '../locale/use-locale';
import { CookieSettingsButton } from '../analytics/CookieSettingsButton';
import { SmartLinkList } from './SmartLinkList';

export const SiteFooterFragment = graphql(`
  fragment SiteFooter_layout on Layout {
    footer {
      title
      links {
        label
        href
      }
    }
  }
`);

/** Links of the layout that only a guest needs. */
const GUEST_ONLY = /^\/(sign_in|sign_up)(?:[?#]|$)/;

interface SiteFooterProps {
  layout: FragmentType<typeof SiteFooterFragment> | undefined;
  signedIn: boolean;
}

export function SiteFooter({ layout: ref, signedIn }: SiteFooterProps) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const layout = getFragmentData(SiteFooterFragment, ref);
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  return (
    <footer className="site-footer">
      {layout && layout.footer.length > 0 && (
        <nav aria-label={t('footer.nav')} className="site-footer__columns">
          {layout.footer.map((column) => (
            <div key={column.title} className="site-footer__column">
              <h2>{column.title}</h2>
              <SmartLinkList links={memberAware(column.links, signedIn, t('account.accountLink'), here)} />
            </div>
          ))}
        </nav>
      )}
      <div className="site-footer__legal">
        <p>{t('footer.shipsTo', { country: t(`countries.${locale.country}`), language: LANGUAGE_NAMES[locale.language] })}</p>
        <p className="site-footer__attribution">{t('footer.attribution')}</p>
        <CookieSettingsButton />
        <p suppressHydrationWarning>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

/** A guest's "Sign in" comes back to this page afterwards, as the header's does. */
const SIGN_IN = /^\/sign_in(?:[?#]|$)/;

function memberAware(links: ReadonlyArray<{ label: string; href: string }>, signedIn: boolean, accountLabel: string, here: string) {
  if (!signedIn) return links.map((link) => (SIGN_IN.test(link.href) && !link.href.includes('return_to=') ? { ...link, href: signInHref(here) } : link));
  if (!links.some((link) => GUEST_ONLY.test(link.href))) return links;
  const rest = links.filter((link) => !GUEST_ONLY.test(link.href) && link.href !== '/account');
  return [{ label: accountLabel, href: '/account' }, ...rest];
}
