// A small in-process cache of what a search answer takes from the catalogue alone: the
// matches' ids and total, the "did you mean", the suggested words, brands and categories.
// These are the same for every shopper of a site until the catalogue is seeded again, and
// the overlay asks for the same few queries over and over (every shopper typing "lip…").
// Prices and stock are not in it: the products are read fresh on every request. One per
// app instance (search-routes.ts), never module-level, so tests and replicas never share it.
export class SearchCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();

  constructor(
    /** A catalogue re-seeded under a running api shows in search after at most this long. */
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) return undefined;
    this.entries.set(key, entry); // most recently used last
    return entry.value;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    // Least recently used first: random queries cannot grow it without bound.
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
