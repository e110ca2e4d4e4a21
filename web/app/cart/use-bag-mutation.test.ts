import { describe, expect, it } from 'vitest';
import { createI18n } from '../locale/i18n';
import { MESSAGES } from '../locale/messages.server';
import { settleBagMutation } from './use-bag-mutation';

const english = createI18n({ country: 'SG', language: 'en', currency: 'SGD' }, MESSAGES.en).t;

describe('settleBagMutation', () => {
  it('is done when the mutation has no userErrors', async () => {
    expect(await settleBagMutation(english, async () => [])).toEqual({ ok: true });
  });

  it("turns the first userError into the shopper's message", async () => {
    expect(await settleBagMutation(english, async () => [{ code: 'INSUFFICIENT_STOCK' }])).toEqual({
      ok: false,
      message: 'Sorry, we don’t have enough stock for that quantity.',
    });
  });

  it('turns a failed request into the general message instead of throwing', async () => {
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await settleBagMutation(english, offline)).toEqual({ ok: false, message: 'Something went wrong. Please try again.' });
  });
});
