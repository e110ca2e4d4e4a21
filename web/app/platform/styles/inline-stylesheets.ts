// The page's stylesheets written into the document instead of linked (issue 16 item 4,
// decision 0120): a first visit paints as soon as the HTML is parsed, with no stylesheet
// request before it. The server reads each built file (stylesheet-files.server.ts); the
// browser hydrates with the same text, read back from the document, so the <style>
// elements match. Stylesheets a later client navigation needs are linked as before.
import { createContext } from 'react';

/** A stylesheet's text by its href, or undefined to link it. */
export type StylesheetText = (href: string) => string | undefined;

export const StylesheetTextContext = createContext<StylesheetText>(() => undefined);

/** The attribute naming the file an inline <style> holds. */
export const INLINE_HREF_ATTRIBUTE = 'data-href';

/** In the browser, before hydration: what the server inlined, by href. */
export function inlinedStylesheets(document: Document): StylesheetText {
  const texts = new Map<string, string>();
  for (const style of document.head.querySelectorAll<HTMLStyleElement>(`style[${INLINE_HREF_ATTRIBUTE}]`)) {
    const href = style.getAttribute(INLINE_HREF_ATTRIBUTE);
    if (href) texts.set(href, style.textContent ?? '');
  }
  return (href) => texts.get(href);
}
