// The built stylesheets' text, for inlining into the page (inline-stylesheets.ts). Only
// the production build's hashed files under /assets/: they never change while this
// server runs, so each is read once. In development (Vite serves the CSS) nothing is found
// and every stylesheet stays a link.
import { existsSync, readFileSync } from 'node:fs';
import { clientBuildDirectory } from '../client-build.server';
import type { StylesheetText } from './inline-stylesheets';

const ASSET = /^\/assets\/[\w.-]+\.css$/;

export function builtStylesheets(directory = import.meta.env.PROD ? clientBuildDirectory() : undefined): StylesheetText {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    if (!directory || !ASSET.test(href)) return undefined;
    if (!texts.has(href)) {
      const file = `${directory}${href.slice(1)}`;
      texts.set(href, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
    }
    return texts.get(href);
  };
}
