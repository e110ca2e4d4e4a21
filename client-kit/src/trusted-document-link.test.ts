import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { type DocumentNode, parse } from 'graphql';
import { Observable, of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createTrustedDocumentLink, documentHash } from './trusted-document-link';

/** A document as codegen writes it: the text with its trusted-document hash. */
const shipped = Object.assign(parse('query Greeting { greeting }'), { __meta__: { hash: 'sha256:abc123' } }) as DocumentNode;

const NOT_FOUND = { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] };

/** What each request to the gateway carried, answered "unknown hash" until the text comes. */
function gatewayThatKnowsNoHash() {
  const sent: { hash: unknown; withText: boolean }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const withText = operation.getContext().http?.includeQuery !== false;
        sent.push({ hash: operation.extensions.persistedQuery?.sha256Hash, withText });
        observer.next(withText ? { data: { greeting: 'hello' } } : NOT_FOUND);
        observer.complete();
      }),
  );
  return { sent, link };
}

function clientWith(sendsTextWhenUnknown: boolean, gateway: ApolloLink) {
  return new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([createTrustedDocumentLink({ sendsTextWhenUnknown }), gateway]) });
}

describe('documentHash', () => {
  it('is the hex of the hash codegen put on the document', () => {
    expect(documentHash(shipped)).toBe('abc123');
  });

  it('refuses a document codegen did not write', () => {
    expect(() => documentHash(parse('query Greeting { greeting }'))).toThrow(/not written by codegen/);
  });
});

describe('createTrustedDocumentLink', () => {
  it('sends the hash, not the text', async () => {
    const sent: unknown[] = [];
    const gateway = new ApolloLink((operation) => {
      sent.push({ hash: operation.extensions.persistedQuery?.sha256Hash, includeQuery: operation.getContext().http?.includeQuery });
      return of({ data: { greeting: 'hello' } });
    });
    await clientWith(false, gateway).query({ query: shipped });
    expect(sent).toEqual([{ hash: 'abc123', includeQuery: false }]);
  });

  it('follows an unknown hash with the text once when the app allows it (the web)', async () => {
    const gateway = gatewayThatKnowsNoHash();
    const { data } = await clientWith(true, gateway.link).query({ query: shipped });
    expect(data).toEqual({ greeting: 'hello' });
    expect(gateway.sent).toEqual([
      { hash: 'abc123', withText: false },
      { hash: 'abc123', withText: true },
    ]);
  });

  it('never sends the text when the app forbids it (the kiosk): the error is the answer', async () => {
    const gateway = gatewayThatKnowsNoHash();
    await expect(clientWith(false, gateway.link).query({ query: shipped })).rejects.toThrow(/PersistedQueryNotFound/);
    expect(gateway.sent).toEqual([{ hash: 'abc123', withText: false }]);
  });
});
