import { describe, expect, it } from 'vitest';
import { cardNeeded } from './card-needed';

describe('checkout asks for a card', () => {
  it('not when gift card and vouchers pay everything for the delivery chosen', () => {
    expect(cardNeeded({ total: 0, shipping: 0, chosenDeliveryPrice: 0 })).toBe(false);
    expect(cardNeeded({ total: 0, shipping: 600, chosenDeliveryPrice: 600 })).toBe(false);
  });
  it('when anything is left to pay, or a dearer delivery may leave something', () => {
    expect(cardNeeded({ total: 1, shipping: 0, chosenDeliveryPrice: 0 })).toBe(true);
    expect(cardNeeded({ total: 0, shipping: 0, chosenDeliveryPrice: 1500 })).toBe(true);
  });
});
