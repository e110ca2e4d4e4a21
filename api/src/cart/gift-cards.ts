// The face of e-gift cards for checkout and orders (docs/architecture.md, "Room orders"): paying
// with a card's balance and giving it back when an order is cancelled or fails.
export { giveBackToGiftCard, takeFromGiftCard } from './gift-cards/gift-card-repository.ts';
