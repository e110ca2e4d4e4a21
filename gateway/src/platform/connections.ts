// Relay's cursor connections, the schema's one pagination convention (PageInfo in schema/base.graphql,
// docs/decisions/0155-one-pagination-convention.md). Two kinds of list stand behind them: a
// positional one (a listing, a product's reviews: the api pages by offset, and a cursor is
// an item's position, contracts/pagination.ts) and a keyed one (orders, the points history:
// the api hands out a cursor per item and pages after it).
import { offsetCursor, offsetOfCursor } from '@beauty/contracts/pagination';
import { badUserInput } from './graphql-errors.ts';

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: PageInfo;
}

/** `first` within 1 to `max`, or BAD_USER_INPUT naming the argument. */
export function pageSize(first: number | null | undefined, fallback: number, max: number): number {
  const size = first ?? fallback;
  if (!Number.isInteger(size) || size < 1 || size > max) throw badUserInput(`first must be between 1 and ${max}`, { argument: 'first' });
  return size;
}

/** Where a positional page starts (0-based) after `after`; BAD_USER_INPUT for a cursor that is not one. */
export function startAfter(after: string | null | undefined): number {
  const offset = offsetOfCursor(after);
  if (offset === undefined) throw badUserInput('after is not a cursor of this list', { argument: 'after' });
  return offset + 1;
}

function pageInfoOf(cursors: string[], hasNextPage: boolean, hasPreviousPage: boolean): PageInfo {
  return { hasNextPage, hasPreviousPage, startCursor: cursors[0] ?? null, endCursor: cursors[cursors.length - 1] ?? null };
}

/** A page of a positional list: `nodes` start at `start` in a list of `total`. */
export function positionalConnection<T>(nodes: T[], start: number, total: number): Connection<T> & { totalCount: number } {
  const edges = nodes.map((node, i) => ({ cursor: offsetCursor(start + i), node }));
  return {
    edges,
    pageInfo: pageInfoOf(
      edges.map((e) => e.cursor),
      start + nodes.length < total,
      start > 0,
    ),
    totalCount: total,
  };
}

/** A page of a keyed list: each node's cursor is the api's, and the api says whether more follow. */
export function keyedConnection<T>(nodes: T[], cursorOf: (node: T) => string, hasNextPage: boolean, after: string | null | undefined): Connection<T> {
  const edges = nodes.map((node) => ({ cursor: cursorOf(node), node }));
  return {
    edges,
    pageInfo: pageInfoOf(
      edges.map((e) => e.cursor),
      hasNextPage,
      after != null,
    ),
  };
}
