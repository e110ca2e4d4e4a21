// Nothing on a public screen leads out of the app (issue 18 "no keyboard shortcuts out"):
// no context menu, no reload or close shortcuts where a page can stop them, no
// history navigation, no drag of images or text out, no pinch zoom. The kiosk browser's
// own lockdown (kiosk mode) does the rest; this is what a page can do.
const BLOCKED_KEYS = new Set(['F1', 'F3', 'F5', 'F6', 'F7', 'F11', 'F12', 'BrowserBack', 'BrowserForward', 'BrowserRefresh', 'BrowserHome']);
const BLOCKED_WITH_CTRL = new Set(['r', 'w', 'n', 't', 'p', 's', 'o', 'l', 'u', 'f', 'g', 'h', 'j', 'd', '+', '-', '=', '0']);

/** Whether a key press would leave, reload or zoom the app. */
export function isEscapeKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>, inTextField: boolean): boolean {
  if (BLOCKED_KEYS.has(event.key)) return true;
  if ((event.ctrlKey || event.metaKey) && BLOCKED_WITH_CTRL.has(event.key.toLowerCase())) return true;
  if (event.altKey && (event.key === 'ArrowLeft' || event.key === 'ArrowRight' || event.key === 'Home' || event.key === 'F4')) return true;
  // Backspace outside a text field is "back" in some browsers.
  if (event.key === 'Backspace' && !inTextField) return true;
  return false;
}

function inTextField(target: EventTarget | null): boolean {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || (target instanceof HTMLElement && target.isContentEditable);
}

export function lockDown(): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (isEscapeKey(event, inTextField(event.target))) event.preventDefault();
  };
  const prevent = (event: Event) => event.preventDefault();
  // Pinch and ctrl+wheel zoom.
  const onWheel = (event: WheelEvent) => {
    if (event.ctrlKey) event.preventDefault();
  };
  const onTouchMove = (event: TouchEvent) => {
    if (event.touches.length > 1) event.preventDefault();
  };
  // The app has no history of its own (screens are in memory): a back gesture stays here.
  history.pushState(null, '', location.href);
  const onPopState = () => history.pushState(null, '', location.href);
  // Any link that slipped in opens nothing: no new windows, no other origin.
  const onClick = (event: MouseEvent) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (anchor) event.preventDefault();
  };
  window.addEventListener('keydown', onKey, { capture: true });
  window.addEventListener('contextmenu', prevent, { capture: true });
  window.addEventListener('dragstart', prevent, { capture: true });
  window.addEventListener('gesturestart', prevent, { capture: true });
  window.addEventListener('wheel', onWheel, { capture: true, passive: false });
  window.addEventListener('touchmove', onTouchMove, { capture: true, passive: false });
  window.addEventListener('popstate', onPopState);
  window.addEventListener('click', onClick, { capture: true });
  const originalOpen = window.open;
  window.open = () => null;
  return () => {
    window.removeEventListener('keydown', onKey, { capture: true });
    window.removeEventListener('contextmenu', prevent, { capture: true });
    window.removeEventListener('dragstart', prevent, { capture: true });
    window.removeEventListener('gesturestart', prevent, { capture: true });
    window.removeEventListener('wheel', onWheel, { capture: true });
    window.removeEventListener('touchmove', onTouchMove, { capture: true });
    window.removeEventListener('popstate', onPopState);
    window.removeEventListener('click', onClick, { capture: true });
    window.open = originalOpen;
  };
}
