// The brand index: /brands, every brand sold in the country, A to Z, with its product count.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql } from '../../__generated__/gql';
import { loadedPageMeta } from '../../platform/page-meta';
import { browserLoader, queryPageLoad, serverLoader } from '../../platform/page-loaders';
import { formatCount } from '../../locale/numbers';
import { useSiteLocale } from '../../locale/use-locale';
import { brandHref } from '../legacy-brand-slugs';

const BrandIndexQuery = graphql(`
  query BrandIndex {
    brands {
      id
      slug
      name
      productCount
    }
  }
`);

const load = queryPageLoad(BrandIndexQuery, 'brands.title');

export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const meta = loadedPageMeta;

/** "A"…"Z", or "#" for a name starting with anything else (digits, symbols). */
const initialOf = (name: string) => {
  const first = name.normalize('NFKD').charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
};

export default function BrandIndex() {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const { data } = useQuery(BrandIndexQuery);
  const brands = (data?.brands ?? []).filter((b) => b.productCount > 0).sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  const groups = new Map<string, typeof brands>();
  for (const brand of brands) groups.set(initialOf(brand.name), [...(groups.get(initialOf(brand.name)) ?? []), brand]);

  return (
    <div className="page page--brands">
      <h1>{t('brands.title')}</h1>
      <p className="brand-index__count">{t('brands.count', { count: brands.length })}</p>
      <nav aria-label={t('brands.jump')} className="brand-index__letters">
        <ul>
          {[...groups.keys()].map((letter) => (
            <li key={letter}>
              <a href={`#brands-${letter === '#' ? 'other' : letter}`}>{letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      {[...groups].map(([letter, members]) => (
        <section
          key={letter}
          id={`brands-${letter === '#' ? 'other' : letter}`}
          aria-labelledby={`brands-h-${letter === '#' ? 'other' : letter}`}
          className="brand-index__group"
        >
          <h2 id={`brands-h-${letter === '#' ? 'other' : letter}`}>{letter}</h2>
          <ul>
            {members.map((brand) => (
              <li key={brand.id}>
                <Link to={brandHref(brand.slug)}>{brand.name}</Link> <span className="filter-count">({formatCount(brand.productCount, tag)})</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
