// The browser's payload link under a real Apollo Client and cache: a guest's content page
// query is answered by its payload and lands in the cache, with no GraphQL request; a
// member, a page without a build, another query or a bad payload goes to GraphQL.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ContentPageQuery } from '../content-page';
import { CONTENT_PAGE_OPERATION, contentPayloadLink, type PayloadLinkOptions } from './payload-link';
import { contentPageFixture } from './payload-fixture';

const BUILD = '0b6f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b';
const fromPayload = contentPageFixture('About Lumi', 'From the payload.');
const fromGraphql = contentPageFixture('About Lumi', 'From GraphQL.');

function setup(options: Partial<PayloadLinkOptions> & { payload?: () => Response } = {}) {
  const requested: { url: string; credentials?: RequestCredentials }[] = [];
  const graphql: string[] = [];
  const loaded: string[] = [];
  const fetchPayload: typeof fetch = async (input, init) => {
    requested.push({ url: String(input), credentials: init?.credentials });
    return options.payload?.() ?? Response.json({ build: BUILD, locale: 'sg-en', data: { contentPage: fromPayload } });
  };
  const terminating = new ApolloLink((operation) => {
    graphql.push(operation.operationName ?? '');
    return of({ data: { contentPage: fromGraphql } });
  });
  const link = contentPayloadLink({
    locale: { country: 'SG', language: 'en' },
    build: () => BUILD,
    signedIn: () => false,
    fetch: fetchPayload,
    onLoaded: (name, variables) => loaded.push(`${name}:${JSON.stringify(variables)}`),
    ...options,
  });
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([link, terminating]) });
  const about = async () => (await client.query({ query: ContentPageQuery, variables: { pageType: 'ABOUT' } })).data?.contentPage;
  return { client, about, requested, graphql, loaded };
}

const textOf = (page: unknown) => JSON.stringify(page).match(/"text":"([^"]+)"/)?.[1];

describe('contentPayloadLink', () => {
  it('answers a guest from the payload of this build and locale, without cookies, into the cache', async () => {
    const { client, about, requested, graphql, loaded } = setup();
    expect(textOf(await about())).toBe('From the payload.');
    expect(requested).toEqual([{ url: `/about/_payload.json?build=${BUILD}&locale=sg-en`, credentials: 'omit' }]);
    expect(graphql).toEqual([]);
    expect(loaded).toEqual(['ContentPage:{"pageType":"ABOUT"}']);
    // In the cache: the page's component reads it with no request at all.
    expect(textOf(client.readQuery({ query: ContentPageQuery, variables: { pageType: 'ABOUT' } })?.contentPage)).toBe('From the payload.');
  });

  it('a member asks GraphQL: the payload holds the blocks a guest sees', async () => {
    const { about, requested, graphql } = setup({ signedIn: () => true });
    expect(textOf(await about())).toBe('From GraphQL.');
    expect(requested).toEqual([]);
    expect(graphql).toEqual([CONTENT_PAGE_OPERATION]);
  });

  it('no build known, or a page without a payload (a brand): GraphQL', async () => {
    const noBuild = setup({ build: () => undefined });
    expect(textOf(await noBuild.about())).toBe('From GraphQL.');
    const brand = setup();
    await brand.client.query({ query: ContentPageQuery, variables: { pageType: 'BRANDS', slug: 'lumi' } });
    expect([...noBuild.requested, ...brand.requested]).toEqual([]);
    expect(brand.graphql).toEqual([CONTENT_PAGE_OPERATION]);
  });

  it('falls back to GraphQL when the payload is refused, of another build, malformed or unreachable', async () => {
    const answers: (() => Response)[] = [
      () => Response.json({ error: 'Not the running build' }, { status: 404 }),
      () => Response.json({ build: '11111111-2222-4333-8444-555555555555', data: { contentPage: fromPayload } }),
      () => new Response('<html>', { headers: { 'content-type': 'text/html' } }),
      () => Response.json({ build: BUILD, data: null }),
      () => {
        throw new TypeError('Failed to fetch');
      },
    ];
    for (const payload of answers) {
      const { about, requested, graphql, loaded } = setup({ payload });
      expect(textOf(await about())).toBe('From GraphQL.');
      expect(requested).toHaveLength(1);
      expect(graphql).toEqual([CONTENT_PAGE_OPERATION]);
      expect(loaded).toEqual([]);
    }
  });
});
