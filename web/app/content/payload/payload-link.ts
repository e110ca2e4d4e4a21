// The browser's half of decision 0115: a ContentPage query for a page with a payload is
// answered from {path}/_payload.json (one cacheable GET, shared by every guest of the
// locale) instead of a GraphQL POST. Apollo writes the answer into the cache as it would
// the gateway's, so the page renders from it. Anything short of a good payload of this
// page's build (no build known, a 404 after a new build, a network error) falls through
// to GraphQL, as the query would have gone without this link.
import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { from, mergeMap, of } from 'rxjs';
import type { SiteLocale } from '../../locale/site-locale';
import { ContentPageQuery } from '../content-page';
import { type PayloadBody, payloadPath, payloadUrl } from './payload-path';

/** The one query a payload answers (content-page.ts), by name: the link sees Apollo's copy of the document. */
export const CONTENT_PAGE_OPERATION: string =
  ContentPageQuery.definitions.flatMap((d) => (d.kind === 'OperationDefinition' && d.name ? [d.name.value] : []))[0] ?? 'ContentPage';

export interface PayloadLinkOptions {
  locale: Pick<SiteLocale, 'country' | 'language'>;
  /** The page's build (pageBuildId); none known, no payload. */
  build: () => string | undefined;
  /**
   * A member's page shows blocks aimed at their segments (gateway content/segments.ts), and
   * the payload is a guest's: members always ask GraphQL.
   */
  signedIn: () => boolean;
  fetch: typeof fetch;
  /** Told when a payload answered, so the query layer counts the data as just fetched. */
  onLoaded?: (operationName: string, variables: Record<string, unknown>) => void;
}

/** The payload's data when it is a good one of `build`; undefined for anything else. */
export async function fetchPayload(url: string, build: string, fetchImpl: typeof fetch): Promise<PayloadBody['data'] | undefined> {
  try {
    // No cookies either way: the answer is every guest's, and must not depend on this one's.
    const response = await fetchImpl(url, { credentials: 'omit', headers: { accept: 'application/json' } });
    if (!response.ok) return undefined;
    const body = (await response.json()) as Partial<PayloadBody> | null;
    const data = body?.data;
    if (body?.build !== build || typeof data !== 'object' || data === null || !('contentPage' in data)) return undefined;
    return data;
  } catch {
    return undefined;
  }
}

export function contentPayloadLink({ locale, build, signedIn, fetch: fetchImpl, onLoaded }: PayloadLinkOptions): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.QUERY || operation.operationName !== CONTENT_PAGE_OPERATION) return forward(operation);
    const path = payloadPath(operation.variables);
    const id = build();
    if (!path || !id || signedIn()) return forward(operation);
    return from(fetchPayload(payloadUrl(path, id, locale), id, fetchImpl)).pipe(
      mergeMap((data) => {
        if (!data) return forward(operation);
        onLoaded?.(CONTENT_PAGE_OPERATION, operation.variables);
        return of({ data });
      }),
    );
  });
}
