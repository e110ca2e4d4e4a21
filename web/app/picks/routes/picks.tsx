// /picks?items=<variantId>,…: what a shopper picked at a store's kiosk, opened on their
// phone from the kiosk's QR code (decision 0119). Each pick with its own "Add to bag", and
// "Add all to bag". Server-rendered, so the picks show before (or without) JavaScript;
// ids the country does not sell, or that are no ids at all, are left out with a note.
// Not for search engines: the page is one shopper's list.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { graphql } from '../../__generated__/gql';
import { useAddToBag } from '../../cart/use-add-to-bag';
import type { StorefrontContext } from '../../platform/load-context';
import { unindexedPageMeta } from '../../platform/page-meta';
import { browserLoader, serverLoader, type PageLoadArgs } from '../../platform/page-loaders';
import { useToast } from '../../platform/toast/ToastProvider';
import { PickCard } from '../PickCard';
import { MAX_PICKS, parsePicks } from '../picks-items';
import '../picks.css';
import type { Route } from './+types/picks';

export const PicksPageQuery = graphql(`
  query PicksPage($ids: [ID!]!) {
    variants(ids: $ids) {
      id
      stockStatus
      ...PickCard_variant
    }
  }
`);

async function load({ apollo, i18n }: StorefrontContext, { request }: PageLoadArgs<Route.LoaderArgs>) {
  const { ids } = parsePicks(new URL(request.url).searchParams);
  if (ids.length > 0) await apollo.query({ query: PicksPageQuery, variables: { ids } });
  return { title: i18n.t('lists.picks.title') };
}

export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const meta = unindexedPageMeta;

export default function PicksPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const [search] = useSearchParams();
  const picks = parsePicks(search);
  const { data } = useQuery(PicksPageQuery, { variables: { ids: picks.ids }, skip: picks.ids.length === 0, fetchPolicy: 'cache-first' });
  const { addToBag } = useAddToBag();
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  // One add at a time (a guest's first add makes their bag): a pick's id, or "all".
  const [busy, setBusy] = useState<string | null>(null);

  const found = (data?.variants ?? []).filter((variant) => variant !== null);
  const notFound = picks.invalid + (data ? data.variants.length - found.length : 0);
  const addable = found.filter((variant) => variant.stockStatus !== 'OUT_OF_STOCK' && !added.has(variant.id));

  async function add(ids: readonly string[], marker: string) {
    if (busy) return;
    setBusy(marker);
    const failures: string[] = [];
    for (const id of ids) {
      const result = await addToBag(id, 1);
      if (result.ok) setAdded((previous) => new Set(previous).add(id));
      else failures.push(result.message);
    }
    setBusy(null);
    if (failures.length > 0) toast.show({ type: 'error', text: failures[0]! });
    else toast.show({ type: 'success', text: t(ids.length > 1 ? 'lists.picks.allAdded' : 'product.added') });
  }

  return (
    <div className="page page--picks">
      <h1>{t('lists.picks.title')}</h1>
      {found.length === 0 ? (
        <div data-testid="picks-empty">
          <p>{t('lists.picks.empty')}</p>
          <Link to="/" className="button button--primary">
            {t('lists.page.shop')}
          </Link>
        </div>
      ) : (
        <>
          <p>{t('lists.picks.intro')}</p>
          <div className="picks__actions">
            {addable.length > 0 && (
              <button
                type="button"
                className="button button--primary"
                onClick={() =>
                  void add(
                    addable.map((variant) => variant.id),
                    'all',
                  )
                }
                aria-disabled={busy !== null || undefined}
              >
                {busy === 'all' ? t('product.adding') : t('lists.picks.addAll')}
              </button>
            )}
            <Link to="/cart">{t('product.viewBag')}</Link>
          </div>
        </>
      )}
      {(notFound > 0 || picks.leftOut > 0) && (
        <ul className="picks__notes" data-testid="picks-notes">
          {notFound > 0 && <li>{t('lists.picks.notFound', { count: notFound })}</li>}
          {picks.leftOut > 0 && <li>{t('lists.picks.leftOut', { max: MAX_PICKS })}</li>}
        </ul>
      )}
      {found.length > 0 && (
        <ul className="picks__list" data-testid="picks">
          {found.map((variant) => (
            <PickCard
              key={variant.id}
              variant={variant}
              added={added.has(variant.id)}
              busy={busy === variant.id || busy === 'all'}
              onAdd={(id) => void add([id], id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
