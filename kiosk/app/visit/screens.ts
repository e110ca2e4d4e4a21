// The kiosk's screens. They live in memory, not in URLs: there is no address bar on the
// shop floor, and nothing a shopper did may be left in the browser's history.
export type Screen =
  | { name: 'attract' }
  | { name: 'start' }
  | { name: 'results'; query?: string; category?: { path: string; name: string } }
  | { name: 'product'; productId: string; variantId?: string }
  | { name: 'picks' }
  | { name: 'barcode' }
  | { name: 'booking' }
  | { name: 'sign-in'; afterSignIn?: Screen }
  | { name: 'pass' };

export type ScreenName = Screen['name'];
