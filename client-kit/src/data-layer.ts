// The tag manager's dataLayer: both apps hand their analytics events to `window.dataLayer`.
// A tag manager, when the page loads one, reads what is there and what follows; until then
// the events wait in the array, so none is lost to load order.
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushToDataLayer(event: object): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
