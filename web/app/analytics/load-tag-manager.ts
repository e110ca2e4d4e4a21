// Loads the tag manager in the browser the moment the visitor accepts (decision 0114), so
// the page they are on is measured without a reload. The page's CSP runs a script only
// with this response's nonce or from the tag manager's origin (server/security-headers.ts):
// the new element takes the nonce of a script the server wrote. Browsers hide the nonce
// attribute's value from the DOM, but the `.nonce` property keeps it.
import { tagManagerSrc } from './tag-manager';

export function loadTagManager(id: string, origin: string | undefined): void {
  // The server already wrote it (accepted on an earlier page load), or an earlier click did.
  if (document.querySelector('script[data-tag-manager]')) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = tagManagerSrc(id, origin);
  script.dataset.tagManager = id;
  const nonced = document.querySelector<HTMLScriptElement>('script[nonce]');
  if (nonced?.nonce) script.nonce = nonced.nonce;
  document.head.append(script);
}

/** Is a tag manager running in this document (written by the server or loaded by a click)? */
export const tagManagerInPage = (): boolean => document.querySelector('script[data-tag-manager]') !== null;
