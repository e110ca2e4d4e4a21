// Which request an error page is about (decision 0061): the id the gateway put on a
// GraphQL error (extensions.requestId), else the id of the document's own request when
// the page is that document (its first location). A page reached by a later client-side
// navigation shows none rather than the id of a different request.
const REQUEST_ID = /^[0-9A-F]{16}$/;

interface WithGraphQLErrors {
  errors?: ReadonlyArray<{ extensions?: Record<string, unknown> | undefined }>;
}

/** The request id a GraphQL error carries (Apollo's CombinedGraphQLErrors), if any. */
export function requestIdOfError(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const errors = (error as WithGraphQLErrors).errors;
  if (!Array.isArray(errors)) return undefined;
  for (const entry of errors) {
    const id = entry?.extensions?.requestId;
    if (typeof id === 'string' && REQUEST_ID.test(id)) return id;
  }
  return undefined;
}

/**
 * React Router gives the document's first location the key "default"; every client-side
 * navigation gets a new key. Only on the first location is the root data's id this page's.
 */
export function referenceIdFor(error: unknown, locationKey: string, documentRequestId: string | undefined): string | undefined {
  return requestIdOfError(error) ?? (locationKey === 'default' ? documentRequestId : undefined);
}
