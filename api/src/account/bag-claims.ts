// What signing in and out does with the device's bags (cart/member-bag.ts): the bag stands
// above account in the room order, so app.ts hands these in to the account routes.
import type { Db } from '../db/db.ts';

export interface BagClaims {
  /** A guest's bags on this device become the member's at sign-in. */
  atSignIn(db: Db, userId: string, deviceId: string): Promise<void>;
  /** Sign-out: what the member left on this device (its reward too) becomes theirs. */
  atSignOut(db: Db, userId: string, deviceId: string): Promise<void>;
}
