import { describe, expect, it } from 'vitest';
import { queryLengthError } from './query-size.ts';

describe('queryLengthError', () => {
  it('lets a document up to the limit through', () => {
    expect(queryLengthError('{ brands { name } }', 100)).toBeNull();
    expect(queryLengthError('x'.repeat(100), 100)).toBeNull();
  });

  it('refuses a longer one with QUERY_TOO_LARGE', () => {
    const error = queryLengthError('x'.repeat(101), 100);
    expect(error?.extensions.code).toBe('QUERY_TOO_LARGE');
    expect(error?.message).toBe('Query is 101 characters long; the limit is 100');
  });

  it('leaves a missing or non-string query to Apollo', () => {
    expect(queryLengthError(undefined, 1)).toBeNull();
    expect(queryLengthError({ not: 'a string' }, 1)).toBeNull();
  });
});
