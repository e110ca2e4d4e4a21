// The built chunk of each language's messages, so that a page can fetch its own with the
// rest of its code. load-messages.ts imports them only once the entry module has run: without
// a preload that is one more round trip before the page hydrates. vite.config.ts names the
// chunks messages-{language}-{hash}.js; in development nothing is found and nothing is preloaded.
import { readdirSync } from 'node:fs';
import type { Language } from '@beauty/contracts/locale';
import { clientBuildDirectory } from './client-build.server';

/** The chunk's URL for a language, or undefined without a production build. */
export function builtMessagesChunks(directory = import.meta.env.PROD ? clientBuildDirectory() : undefined): (language: Language) => string | undefined {
  // Read once: the build never changes while this server runs.
  const files = directory ? readdirSync(`${directory}assets`) : [];
  return (language) => {
    const file = files.find((name) => name.startsWith(`messages-${language}-`) && name.endsWith('.js'));
    return file ? `/assets/${file}` : undefined;
  };
}
