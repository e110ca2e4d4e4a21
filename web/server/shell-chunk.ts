// One chunk for what every page loads (issue 16 item 4, decision 0120): the modules the
// browser entry and the root route import statically, ours and the libraries'. Left to
// itself the bundler splits them by which routes share them, into some forty files of a
// few hundred bytes each; a first visit asked for each one, and on a slow mobile
// connection (six connections per host over HTTP/1.1) every round of requests is a round
// trip. Only static imports count: what loads lazily (Sentry, a language's messages, a
// route's own code) stays in its own chunk.
import type { Rollup } from 'vite';

type GetManualChunk = Rollup.GetManualChunk;
type ManualChunkMeta = Rollup.ManualChunkMeta;

/** The browser entry (app/entry.client.tsx) and the root route (app/root.tsx, any query). */
const ALWAYS_LOADED = /\/app\/(entry\.client\.tsx|root\.tsx)(\?.*)?$/;

export const SHELL_CHUNK = 'shell';

export function shellChunk(): GetManualChunk {
  let shell: Set<string> | undefined;
  function collect({ getModuleIds, getModuleInfo }: ManualChunkMeta): Set<string> {
    const entries = [...getModuleIds()].filter((id) => ALWAYS_LOADED.test(id) && getModuleInfo(id)?.isEntry);
    const reached = new Set<string>();
    const pending = entries.flatMap((id) => getModuleInfo(id)?.importedIds ?? []);
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (reached.has(id)) continue;
      reached.add(id);
      pending.push(...(getModuleInfo(id)?.importedIds ?? []));
    }
    // The entries stay their own files: the route manifest and the document name them.
    for (const id of entries) reached.delete(id);
    return reached;
  }
  return (id, meta) => {
    shell ??= collect(meta);
    return shell.has(id) ? SHELL_CHUNK : undefined;
  };
}
