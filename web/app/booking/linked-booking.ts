// The cancel and reschedule pages open one booking by its id: a guest's through the mailed
// link's token (?token=), a member's by being signed in. Asked afresh each time (a booking
// changes elsewhere); one the link cannot open is not found.
import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ParseKeys } from 'i18next';
import type { StorefrontContext } from '../platform/load-context';
import { notFound } from '../platform/not-found';
import type { PageArgs } from '../platform/page-loaders';

type LinkedBookingQuery<TData> = TypedDocumentNode<TData, { id: string; token?: string | null }>;

/** Runs `query` for the booking into the cache the page reads; answers the link's token. */
async function queryLinkedBooking(
  apollo: ApolloClient,
  query: LinkedBookingQuery<{ booking?: unknown }>,
  id: string,
  request: Request,
): Promise<string | null> {
  const token = new URL(request.url).searchParams.get('token');
  const { data } = await apollo.query({ query, variables: { id, token }, fetchPolicy: 'network-only' });
  if (!data?.booking) throw notFound();
  return token;
}

/** The page's `load`: the booking into the cache, the page's title, and the link's token. */
export function linkedBookingLoad(query: LinkedBookingQuery<{ booking?: unknown }>, titleKey: ParseKeys) {
  return async ({ apollo, i18n }: StorefrontContext, { params: { id }, request }: PageArgs<{ id: string }>) => {
    const token = await queryLinkedBooking(apollo, query, id, request);
    return { title: i18n.t(titleKey), token };
  };
}

/** The booking as the page shows it: from the cache its loader filled, and its changes after. */
export function useLinkedBooking<TData extends { booking?: unknown }>(
  query: LinkedBookingQuery<TData>,
  id: string,
  token: string | null,
): TData['booking'] | undefined {
  const { data } = useQuery(query, { variables: { id, token }, fetchPolicy: 'cache-first' });
  return data?.booking;
}
