// What a hook is told when an order moves (order/fulfilment.ts runs the hooks inside the
// move's transaction). It stands in loyalty, below order in the room order, because
// loyalty's purchase points and order gifts are such hooks; order re-exports it.
import type { Country } from '@beauty/contracts/locale';
import type { FulfilmentState } from '@beauty/contracts/fulfilment';
import type { Queryable } from '../db/db.ts';

/** One line's units taken back by this move (cancel or return). */
export interface TakenBackLine {
  position: number;
  variantId: string;
  quantity: number;
  unitAmount: number;
}

/** What a hook learns about a move. */
export interface FulfilmentChange {
  orderId: string;
  number: string;
  userId: string | null;
  country: Country;
  currency: string;
  /** When the order was placed (the birthday month of its points is that month). */
  placedAt: Date;
  from: FulfilmentState;
  to: FulfilmentState;
  /** The move's time (the injectable clock's). */
  at: Date;
  /** Units cancelled or returned by this move (empty for packed/shipped/delivered). */
  takenBack: TakenBackLine[];
  /** Every line of the order after the move, with what was cancelled and returned so far. */
  lines: Array<{ position: number; variantId: string; quantity: number; unitAmount: number; cancelledQuantity: number; returnedQuantity: number }>;
  /** The order's summary (subtotal and discount: what the goods were paid). */
  summary: { subtotal: { amount: number }; discount: { amount: number } };
}

/** Called inside the move's transaction; throwing rolls the move back. */
export type FulfilmentHook = (tx: Queryable, change: FulfilmentChange) => Promise<void>;
