// The api's tagged answers, kept parsed and checked so an unchanged one costs a 304 (decision 0125).
//
// The api tags what it keeps under the catalogue's version (a listing page, a product, a
// product's variants) with the hash of its bytes. The REST client sends the tag back in
// If-None-Match; while the answer is unchanged the api says 304 with no body, and the value
// kept here is used: no 74 KB to send, decode, parse and check against the contract again,
// which was a third of the gateway's CPU on a listing. The api is still asked every time,
// so a price or stock change (which changes the bytes) is seen on the very next request,
// exactly as before.
//
// Only answers for nobody in particular are kept: a GET with the locale's headers and no
// device id, no session and no extra header. One value is handed to many requests, so it
// is frozen: a resolver that tried to change it would throw, in tests first.
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';

export interface HeldAnswer {
  tag: string;
  value: unknown;
}

interface Entry extends HeldAnswer {
  /** The contract schema it was checked with: another caller's schema is another answer. */
  schema: z.ZodType;
}

/** Bounds per gateway process: a listing page is about 74 KB, a product 2 KB. */
const MAX_ANSWERS = 2_000;
const MAX_BYTES = 32 * 1024 * 1024;

export class RevalidatedAnswers {
  /** Sized by the bytes each answer arrived as. */
  readonly #lru = new LRUCache<string, Entry>({ max: MAX_ANSWERS, maxSize: MAX_BYTES });

  /** What is held for this key, if it was checked with the same schema. */
  held(key: string, schema: z.ZodType): HeldAnswer | undefined {
    const entry = this.#lru.get(key);
    return entry?.schema === schema ? entry : undefined;
  }

  /** Keeps a checked answer under its tag; `bytes` is its size as sent. */
  keep(key: string, { tag, value }: HeldAnswer, schema: z.ZodType, bytes: number): void {
    this.#lru.set(key, { tag, value: deepFreeze(value), schema }, { size: Math.max(1, bytes) });
  }
}

/** Freezes a parsed JSON value and everything in it. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
