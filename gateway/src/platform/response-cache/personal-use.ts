// What made an answer personal. The shared response cache (decision 0122) keeps a guest's
// answer only if nothing personal went into it: the context marks this record whenever a
// resolver reads the device id, a session with tokens, the preview token or the kiosk, or
// sets a cookie. Marking when read, not guessing from the schema, means a new resolver that
// reads the bag can never be served to another shopper by mistake: it makes its answers
// uncacheable by reading.
export class PersonalUse {
  readonly #reasons = new Set<string>();

  mark(reason: string): void {
    this.#reasons.add(reason);
  }

  get touched(): boolean {
    return this.#reasons.size > 0;
  }

  /** For logs and tests: which inputs were read, e.g. ["deviceId", "setCookie"]. */
  get reasons(): string[] {
    return [...this.#reasons];
  }
}
