// /happening/services/booxi/success and /happening/services/booxi/cancel (docs/product.md#paths): where
// the external booking provider's hosted flow sends the shopper back. The query string is
// only a claim: the api asks the provider what happened to that reference
// (providerBookingResult), and only its answer decides between the booking's success
// page and "Booking not completed, go Back and try again".
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../__generated__/gql';
import type { StorefrontContext } from '../../platform/load-context';
import { unindexedPageMeta } from '../../platform/page-meta';
import { browserLoader, serverLoader, type PageLoadArgs } from '../../platform/page-loaders';
import { validateRoute } from '../../platform/not-found';
import { BookingNotCompleted, BookingSuccess } from '../BookingResult';
import '../booking.css';
import type { Route } from './+types/provider-return';

export const handle = { layout: 'blank' };

const ProviderReturnQuery = graphql(`
  query ProviderReturn($reference: String!, $bookingId: String, $signature: String) {
    providerBookingResult(reference: $reference, bookingId: $bookingId, signature: $signature) {
      outcome
      booking { id ...BookingDetails_booking }
    }
  }
`);

function claim(request: Request) {
  const query = new URL(request.url).searchParams;
  const cut = (value: string | null, max: number) => (value ? value.slice(0, max) : null);
  return {
    reference: cut(query.get('reference') ?? query.get('ref'), 200),
    bookingId: cut(query.get('bookingId'), 200),
    signature: cut(query.get('signature') ?? query.get('sig'), 400),
  };
}

async function load({ apollo, i18n }: StorefrontContext, { params: { outcome }, request }: PageLoadArgs<Route.LoaderArgs>) {
  validateRoute(outcome === 'success' || outcome === 'cancel', request);
  const variables = claim(request);
  if (variables.reference) {
    // A provider that cannot be asked is a page that cannot say "booked": not completed.
    await apollo
      .query({ query: ProviderReturnQuery, variables: { ...variables, reference: variables.reference }, fetchPolicy: 'network-only' })
      .catch(() => undefined);
  }
  return { title: i18n.t('booking.resultTitle'), variables };
}

export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const meta = unindexedPageMeta;

export default function ProviderReturnPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { reference, bookingId, signature } = loaderData.variables;
  const { data } = useQuery(ProviderReturnQuery, {
    variables: { reference: reference ?? '', bookingId, signature },
    skip: !reference,
    fetchPolicy: 'cache-only',
  });
  const result = data?.providerBookingResult;
  return (
    <div className="page page--booking">
      <h1>{t('booking.resultTitle')}</h1>
      {result?.outcome === 'CONFIRMED' && result.booking ? (
        <BookingSuccess booking={result.booking} token={null} />
      ) : (
        <BookingNotCompleted reason={result?.outcome === 'CANCELLED' ? t('booking.providerCancelled') : null} backTo="/happening/services" />
      )}
    </div>
  );
}
