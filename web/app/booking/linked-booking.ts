// The cancel and reschedule pages open one booking by its id: a guest's through the mailed
// link's token (?token=), a member's by being signed in. Asked afresh each time (a booking
// changes elsewhere); one the link cannot open is not found.
import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { notFound } from '../platform/not-found';

/** Runs `query` for the booking into the cache the page reads; answers the link's token. */
export async function queryLinkedBooking(
  apollo: ApolloClient,
  query: TypedDocumentNode<{ booking?: unknown }, { id: string; token?: string | null }>,
  id: string,
  request: Request,
): Promise<string | null> {
  const token = new URL(request.url).searchParams.get('token');
  const { data } = await apollo.query({ query, variables: { id, token }, fetchPolicy: 'network-only' });
  if (!data?.booking) throw notFound();
  return token;
}
