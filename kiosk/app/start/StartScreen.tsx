// The start of a visit: search, the top categories as tiles, and the big three: scan a
// barcode, book a service, sign in with Beauty Pass.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../__generated__';
import { SearchBox } from '../catalog/SearchBox';
import { useKiosk } from '../visit/kiosk-state';

const StartCategoriesQuery = graphql(`
  query StartCategories {
    categories {
      id
      path
      name
      depth
      productCount
    }
  }
`);

export function StartScreen() {
  const { t } = useTranslation();
  const { go, member } = useKiosk();
  const { data } = useQuery(StartCategoriesQuery);
  const categories = data?.categories ?? [];
  const top = Math.min(...categories.map((c) => c.depth));
  const tiles = categories.filter((c) => c.depth === top && c.productCount > 0);

  return (
    <section className="start">
      <h1>{t('start.title')}</h1>
      <SearchBox />
      <div className="start__actions">
        <button type="button" className="action-tile" onClick={() => go({ name: 'barcode' })}>
          <span aria-hidden="true" className="action-tile__icon">
            ▥
          </span>
          {t('start.scan')}
        </button>
        <button type="button" className="action-tile" onClick={() => go({ name: 'booking' })}>
          <span aria-hidden="true" className="action-tile__icon">
            ✦
          </span>
          {t('start.book')}
        </button>
        {member ? null : (
          <button type="button" className="action-tile" onClick={() => go({ name: 'sign-in' })}>
            <span aria-hidden="true" className="action-tile__icon">
              ◆
            </span>
            {t('start.signIn')}
          </button>
        )}
      </div>
      <h2>{t('start.categories')}</h2>
      <ul className="category-tiles">
        {tiles.map((category) => (
          <li key={category.id}>
            <button type="button" className="category-tile" onClick={() => go({ name: 'results', category: { path: category.path, name: category.name } })}>
              {category.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
