// The frame of every page, error pages included: skip link, announcement, header, main,
// footer. Its data (layout, bag count) is loaded by the root loader and read from the
// cache. The layout's smart-link exemptions reach every SmartLink from here.
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../__generated__/gql';
import { FlashMessage } from '../account/FlashMessage';
import { AnnouncementBar } from './AnnouncementBar';
import { SiteFooter } from './SiteFooter';
import { ExemptedPathsProvider } from './SmartLink';
import { SiteHeader } from './SiteHeader';
import { WelcomePanel } from './WelcomePanel';

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
  }
`);

export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data } = useQuery(ShellQuery);
  return (
    <ExemptedPathsProvider layout={data?.layout}>
      <a href="#main" className="skip-link">
        {t('header.skipToContent')}
      </a>
      <WelcomePanel />
      <AnnouncementBar layout={data?.layout} />
      <SiteHeader layout={data?.layout} cart={data?.cart} me={data?.me} />
      <main id="main" tabIndex={-1}>
        <FlashMessage />
        {children}
      </main>
      <SiteFooter layout={data?.layout} />
    </ExemptedPathsProvider>
  );
}
