// The header on every page: logo, search, the top categories from the layout, the country
// and language switcher and the bag. Category links go through the navigation guard.
// Below 1,100 px it is one compact row (issue 15 item 1): menu, logo, search, account and
// bag; the categories, the switcher and the wish list move into the menu drawer and the
// search field opens under the row. The row's height is held under 64 px by CSS.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { AccountLink, type AccountLinkFragment } from '../account/AccountLink';
import { MiniBag } from '../cart/MiniBag';
import { SearchBox } from '../search/SearchBox';
import { HeaderPoints } from '../loyalty/HeaderPoints';
import { BagLink, type BagLinkFragment } from '../content/BagLink';
import { WishListLink, type WishListLinkFragment } from '../lists/WishListLink';
import { LocaleSwitcher } from '../content/LocaleSwitcher';
import { MenuButton } from '../content/MenuDrawer';
import { SmartLink } from '../content/SmartLink';
import { SmartLinkList } from '../content/SmartLinkList';
import { DisclosureButton } from '../platform/DialogOpener';
import './header.css';

export const SiteHeaderFragment = graphql(`
  fragment SiteHeader_layout on Layout {
    navigation {
      label
      href
      children {
        label
        href
      }
    }
  }
`);

interface SiteHeaderProps {
  layout: FragmentType<typeof SiteHeaderFragment> | undefined;
  cart: FragmentType<typeof BagLinkFragment> | undefined;
  me?: FragmentType<typeof AccountLinkFragment> | null | undefined;
  wishList?: FragmentType<typeof WishListLinkFragment> | null | undefined;
}

export function SiteHeader({ layout: ref, cart, me, wishList }: SiteHeaderProps) {
  const { t } = useTranslation();
  const layout = getFragmentData(SiteHeaderFragment, ref);
  const navigation = layout?.navigation ?? [];
  const [searchOpen, setSearchOpen] = useState(false);
  const searchId = useId();
  const { key } = useLocation();
  useEffect(() => setSearchOpen(false), [key]);
  useEffect(() => {
    if (searchOpen) document.getElementById(searchId)?.querySelector('input')?.focus();
  }, [searchOpen, searchId]);

  return (
    <header className={searchOpen ? 'site-header site-header--search-open' : 'site-header'}>
      <div className="site-header__bar">
        <MenuButton
          navigation={navigation}
          accountLinks={
            <>
              <AccountLink me={me} />
              <HeaderPoints signedIn={Boolean(me)} />
              <WishListLink wishList={wishList} />
            </>
          }
        />
        <SmartLink to="/" className="logo">
          {/* The brand's name is Latin text in every language. Under zh-HK, Chromium with the
              Noto CJK fonts (Android's) drew it in a CJK serif with wider Latin glyphs (138 px,
              not 117), which pushed the header's buttons onto a second row at 390 px. */}
          <span lang="en">
            Lumi <span className="logo__accent">Beauty</span>
          </span>
          <span className="visually-hidden"> {t('header.homeLink')}</span>
        </SmartLink>
        <div className="site-header__search" id={searchId}>
          <SearchBox />
        </div>
        <div className="site-header__tools">
          <DisclosureButton
            className="search-toggle"
            open={searchOpen}
            controls={searchId}
            onToggle={() => setSearchOpen((open) => !open)}
            testId="search-toggle"
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
              <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">{t('header.openSearch')}</span>
          </DisclosureButton>
          <div className="site-header__wide-only">
            <LocaleSwitcher />
          </div>
          <AccountLink me={me} />
          <div className="site-header__wide-only">
            <HeaderPoints signedIn={Boolean(me)} />
          </div>
          <div className="site-header__wide-only">
            <WishListLink wishList={wishList} />
          </div>
          <BagLink cart={cart} />
          <div className="site-header__wide-only">
            <MiniBag />
          </div>
        </div>
      </div>
      {navigation.length > 0 && (
        <nav aria-label={t('header.categoriesNav')} className="category-nav">
          <SmartLinkList links={navigation} nav />
        </nav>
      )}
    </header>
  );
}
