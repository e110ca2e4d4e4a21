// React Router's <Links> (react-router's getKeyedLinksForMatches: each matched route's CSS
// from the manifest, then its links(), deduplicated), except that a stylesheet whose text
// is at hand is written inline (inline-stylesheets.ts). The order is <Links>'s, so the
// cascade is the one the linked files had.
import { useContext, useMemo } from 'react';
import { UNSAFE_DataRouterStateContext, UNSAFE_FrameworkContext, type LinkDescriptor } from 'react-router';
import { INLINE_HREF_ATTRIBUTE, StylesheetTextContext } from './inline-stylesheets';

type HtmlLink = Extract<LinkDescriptor, { rel: string }> & { href?: string; as?: string };

// Attribute names are ASCII: compared as strings, not with localeCompare, which builds a
// collator each call and was 10 ms of a listing's hydration here (decision 0120, fifth pass).
const byName = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

function sortedKey(link: object): string {
  return JSON.stringify(Object.fromEntries(Object.entries(link).sort(byName)));
}

export function DocumentLinks() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const state = useContext(UNSAFE_DataRouterStateContext);
  const stylesheetText = useContext(StylesheetTextContext);
  if (!framework || !state) throw new Error('<DocumentLinks> renders inside React Router');
  const { manifest, routeModules } = framework;
  const { matches: routerMatches, errors } = state;
  // As <Links>: with an error, the routes up to the one whose boundary shows it.
  const errorIndex = errors ? routerMatches.findIndex((match) => errors[match.route.id] !== undefined) : -1;
  const matches = errorIndex >= 0 ? routerMatches.slice(0, errorIndex + 1) : routerMatches;

  const links = useMemo(() => {
    const descriptors = matches.flatMap((match) => {
      const css = manifest.routes[match.route.id]?.css ?? [];
      const own = (routeModules[match.route.id]?.links?.() ?? []) as HtmlLink[];
      return [...css.map((href): HtmlLink => ({ rel: 'stylesheet', href })), ...own];
    });
    const seen = new Set<string>();
    const keyed: Array<{ key: string; link: HtmlLink }> = [];
    for (const link of descriptors) {
      // Page links (prefetching another page's modules) are not used by this shop.
      if ('page' in link) continue;
      const key = sortedKey(link);
      if (seen.has(key)) continue;
      seen.add(key);
      keyed.push({ key, link });
    }
    return keyed;
  }, [matches, manifest, routeModules]);

  return (
    <>
      {links.map(({ key, link }) => {
        const text = link.rel === 'stylesheet' && link.href ? stylesheetText(link.href) : undefined;
        if (text === undefined) return <link key={key} {...link} />;
        // Suppression 2: our own built stylesheet, inlined as it is (decision 0120), never a shopper's text.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the text is a file of our build, read on the server
        return <style key={key} {...{ [INLINE_HREF_ATTRIBUTE]: link.href }} dangerouslySetInnerHTML={{ __html: text }} />;
      })}
    </>
  );
}
