// The server's cache travels to the browser inside the page (docs/architecture.md#web-conventions), so hydration reads it and makes no second request.
import type { SiteLocale } from '../locale/site-locale';

export interface PageBootstrap {
  apolloState: unknown;
  locale: SiteLocale;
}

export const BOOTSTRAP_GLOBAL = '__LUMI_BOOTSTRAP__';

/**
 * JSON inside a <script> element: "<" is escaped so no value (a product name with
 * "</script>") can end the element early; U+2028/9 are escaped for old parsers.
 */
/** ` nonce="…"` for an inline script, or nothing (the nonce is base64: safe in quotes). */
export function nonceAttribute(nonce: string): string {
  return nonce ? ` nonce="${nonce}"` : '';
}

export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The inline script; `nonce`: this response's, which the Content-Security-Policy asks for. */
export function bootstrapScript(bootstrap: PageBootstrap, nonce = ''): string {
  return `<script${nonceAttribute(nonce)}>window.${BOOTSTRAP_GLOBAL}=${serializeForScript(bootstrap)}</script>`;
}

declare global {
  interface Window {
    [BOOTSTRAP_GLOBAL]?: PageBootstrap;
  }
}
