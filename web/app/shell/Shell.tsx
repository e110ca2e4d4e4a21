// The frame of every page, error pages included: skip link, announcement, header, main,
// footer. Its data (layout, bag count) is loaded by the root loader and read from the
// cache. The layout's smart-link exemptions reach every SmartLink from here. The
// marketing-consent banner and the footer's "Cookie settings" share one state (decision 0114).
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../__generated__/gql';
import { FlashMessage } from '../account/FlashMessage';
import { ToastProvider } from '../platform/toast/ToastProvider';
import { AssistantLauncher } from '../assistant/AssistantLauncher';
import { ConsentBanner } from '../analytics/ConsentBanner';
import { ConsentProvider } from '../analytics/ConsentProvider';
import { AnnouncementBar } from '../content/AnnouncementBar';
import { SiteFooter } from '../content/SiteFooter';
import { ExemptedPathsProvider } from '../content/SmartLink';
import { SiteHeader } from './SiteHeader';
import { WelcomePanel } from '../content/WelcomePanel';
import { GuestWishListMerge } from '../lists/GuestWishListMerge';

export const ShellQuery = graphql(`
  query Shell {
    layout {
      ...SiteHeader_layout
      ...SiteFooter_layout
      ...AnnouncementBar_layout
      ...SmartLink_layout
    }
    cart {
      id
      ...BagLink_cart
    }
    me {
      id
      ...AccountLink_account
    }
    wishList {
      id
      ...WishListLink_wishList
    }
  }
`);

/**
 * blank: the blank layout of docs/product.md#layouts (the /happening booking pages, opened from a store's
 * screen or the app): the page and its toasts without the shop's header and footer.
 */
export function Shell({ children, blank = false }: { children: ReactNode; blank?: boolean }) {
  const { t } = useTranslation();
  const { data } = useQuery(ShellQuery);
  return (
    <ExemptedPathsProvider layout={data?.layout}>
      <ToastProvider>
        <ConsentProvider>
          <a href="#main" className="skip-link">
            {t('header.skipToContent')}
          </a>
          {/* Every layout, the blank one too: wherever the tag manager would load, the visitor is asked. */}
          <ConsentBanner />
          {!blank && <WelcomePanel />}
          {!blank && <AnnouncementBar layout={data?.layout} />}
          {!blank && <SiteHeader layout={data?.layout} cart={data?.cart} me={data?.me} wishList={data?.wishList} />}
          <GuestWishListMerge signedIn={Boolean(data?.me)} />
          <main id="main" tabIndex={-1} className={blank ? 'main--blank' : undefined}>
            <FlashMessage />
            {children}
          </main>
          {!blank && <SiteFooter layout={data?.layout} signedIn={Boolean(data?.me)} />}
          <AssistantLauncher />
        </ConsentProvider>
      </ToastProvider>
    </ExemptedPathsProvider>
  );
}
