// Tokens each stored conversation has spent on the model (decision 0113): past the budget,
// that conversation is answered by the embedded engine only. Counted in this process, as
// the rate limit is (rate-limit.ts): with N gateway replicas a conversation may spend up
// to N times the budget, which still bounds the cost of one shopper.
import { LRUCache } from 'lru-cache';

const DAY_MS = 24 * 60 * 60 * 1000;

export class TokenBudget {
  readonly #spent = new LRUCache<string, number>({ max: 50_000, ttl: DAY_MS });

  spent(conversation: string): number {
    return this.#spent.get(conversation) ?? 0;
  }

  charge(conversation: string, tokens: number): void {
    if (tokens > 0) this.#spent.set(conversation, this.spent(conversation) + tokens);
  }
}

/** One per gateway process. */
export const tokenBudget = new TokenBudget();
