// Whether checkout asks for a card (decision 0138): not when a gift card and vouchers pay for
// the whole order. The bag's total is priced for its cheapest delivery; a dearer option
// chosen on the form may leave something to pay that the gift card's remaining balance
// might or might not cover, so the card is asked for then: better one field too many than an
// order refused at the end for a missing card.
export interface CardNeededInput {
  /** The bag's total and shipping as the api priced them, minor units. */
  total: number;
  shipping: number;
  /** The price of the delivery option chosen on the form, minor units. */
  chosenDeliveryPrice: number;
}

export function cardNeeded({ total, shipping, chosenDeliveryPrice }: CardNeededInput): boolean {
  return total > 0 || chosenDeliveryPrice > shipping;
}
