// The header on every page: logo, search, the top categories from the layout, the country
// and language switcher and the bag. Category links go through the navigation guard.
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../__generated__/fragment-masking';
import { graphql } from '../__generated__/gql';
import { AccountLink, type AccountLinkFragment } from '../account/AccountLink';
import { MiniBag } from '../cart/MiniBag';
import { SearchBox } from '../search/SearchBox';
import { HeaderPoints } from '../loyalty/HeaderPoints';
import { BagLink, type BagLinkFragment } from './BagLink';
import { WishListLink, type WishListLinkFragment } from '../lists/WishListLink';
import { LocaleSwitcher } from './LocaleSwitcher';
import { SmartLink } from './SmartLink';

export const SiteHeaderFragment = graphql(`
  fragment SiteHeader_layout on Layout {
    navigation {
      label
      href
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
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <SmartLink to="/" className="logo">
          Lumi <span className="logo__accent">Beauty</span>
          <span className="visually-hidden"> {t('header.homeLink')}</span>
        </SmartLink>
        <SearchBox />
        <div className="site-header__tools">
          <LocaleSwitcher />
          <AccountLink me={me} />
          <HeaderPoints signedIn={Boolean(me)} />
          <WishListLink wishList={wishList} />
          <BagLink cart={cart} />
          <MiniBag />
        </div>
      </div>
      {layout && layout.navigation.length > 0 && (
        <nav aria-label={t('header.categoriesNav')} className="category-nav">
          <ul>
            {layout.navigation.map((item) => (
              <li key={item.href}>
                <SmartLink to={item.href} nav>
                  {item.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
