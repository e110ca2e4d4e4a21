// /sandbox/stores: the click-and-collect stores of this country, as checkout offers them.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../__generated__/gql';
import { browserLoader, serverLoader } from '../platform/page-loaders';
import { sandboxQueryLoad } from './sandbox-query-load';

const SandboxStoresQuery = graphql(`
  query SandboxStores {
    stores { id name address }
  }
`);

const load = sandboxQueryLoad(SandboxStoresQuery);

export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export default function SandboxStores() {
  const { t } = useTranslation();
  const { data } = useQuery(SandboxStoresQuery, { fetchPolicy: 'cache-first' });
  const stores = data?.stores ?? [];
  return (
    <>
      <h1>{t('sandbox.pages.stores')}</h1>
      {stores.length === 0 ? (
        <p>{t('sandbox.stores.none')}</p>
      ) : (
        <ul data-testid="sandbox-stores">
          {stores.map((store) => (
            <li key={store.id}>
              <strong>{store.name}</strong> — {store.address} <code>{store.id}</code>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
