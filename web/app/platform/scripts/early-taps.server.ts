// A tap that comes before the page's code is kept, and done once the page has hydrated.
//
// Every page is rendered on the server and its code starts after the first paint (decision
// 0120, fourth pass), so on a slow phone the page shows for some seconds before React has
// hydrated it. Links, and forms the server answers, work in that time; a button that needs
// the code (add to bag, a heart, the menu) did nothing, and the shopper had to tap again.
// This script, first in <head>, catches such a tap, marks the button busy (aria-busy, which
// app.css shows), and clicks it again once root.tsx marks the document hydrated. React
// hydrates the same element, so the click reaches its handler then. Only the last tap is
// kept: three impatient taps on "Add to bag" add one item, not three.
import { nonceAttribute } from '../apollo-state';

/** Runs in the browser, before any other script: it must stay self-contained. */
function keepEarlyTaps() {
  const root = document.documentElement;
  let kept: HTMLButtonElement | undefined;
  // A button that does nothing without script: type="button", or a submit button outside any form.
  const needsCode = (target: EventTarget | null): HTMLButtonElement | undefined => {
    const button = target instanceof Element ? target.closest('button') : null;
    return button && !button.disabled && (button.type === 'button' || !button.form) ? button : undefined;
  };
  const onTap = (event: MouseEvent) => {
    const button = needsCode(event.target);
    if (!button || root.dataset.hydrated) return;
    // Registered before React's own listeners on the document, so React, if it is already
    // hydrating, never sees this click: the button is clicked once, below.
    event.stopImmediatePropagation();
    kept?.removeAttribute('aria-busy');
    kept = button;
    button.setAttribute('aria-busy', 'true');
  };
  document.addEventListener('click', onTap, true);
  new MutationObserver((_records, observer) => {
    if (!root.dataset.hydrated) return;
    observer.disconnect();
    document.removeEventListener('click', onTap, true);
    const button = kept;
    kept = undefined;
    if (!button) return;
    button.removeAttribute('aria-busy');
    // Gone (the page changed) or now disabled (out of stock after all): the tap is dropped.
    if (button.isConnected && !button.disabled) button.click();
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}

/** The inline script that keeps early taps, for the document's <head>, before the page's other scripts. */
export function earlyTapsScript(nonce = ''): string {
  return `<script${nonceAttribute(nonce)}>(${keepEarlyTaps.toString()})()</script>`;
}
