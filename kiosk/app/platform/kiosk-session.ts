// What the Apollo link reads on every request: the shopper's Beauty Pass session token (in
// memory only, decision 0119: a power cut or the idle wipe leaves nothing behind) and the
// language on screen. One per page load; the idle wipe empties it.
import type { Language } from '@beauty/contracts/locale';

export class KioskSession {
  token: string | null = null;
  constructor(public language: Language) {}
}
