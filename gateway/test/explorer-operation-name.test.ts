// The explorer's fetcher sends the operation name of the text it sends: GraphiQL still holds
// an example's name for a moment after the text is replaced (explorer/operation-name.js).
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the explorer, without types
import { withCurrentOperationName } from '../explorer/operation-name.js';

describe("the explorer's operation name", () => {
  it('drops a name the document does not hold when it has one operation', () => {
    expect(withCurrentOperationName({ query: '{ brands { name } }', operationName: 'Listing' }).operationName).toBeUndefined();
  });

  it('keeps a name the document holds, and any name when the document has several or does not parse', () => {
    const two = 'query A { brands { name } } query B { categories { name } }';
    expect(withCurrentOperationName({ query: two, operationName: 'B' }).operationName).toBe('B');
    expect(withCurrentOperationName({ query: two, operationName: 'C' }).operationName).toBe('C');
    expect(withCurrentOperationName({ query: '{ brands {', operationName: 'Listing' }).operationName).toBe('Listing');
  });
});
