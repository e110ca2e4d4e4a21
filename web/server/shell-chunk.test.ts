import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { SHELL_CHUNK, shellChunk } from './shell-chunk';

// entry.client and root import the shell's modules statically; root loads the search panel
// lazily; a page route has its own module, and shares one with the root.
const graph: Record<string, { isEntry?: boolean; importedIds: string[] }> = {
  '/w/app/entry.client.tsx': { isEntry: true, importedIds: ['/nm/react-dom/client.js', '/w/app/root.tsx'] },
  '/w/app/root.tsx?route': { isEntry: true, importedIds: ['/w/app/root.tsx'] },
  '/w/app/root.tsx': { importedIds: ['/w/app/content/Shell.tsx', '/nm/react/index.js'] },
  '/w/app/content/Shell.tsx': { importedIds: ['/w/app/content/header.css'] },
  '/w/app/content/header.css': { importedIds: [] },
  '/nm/react-dom/client.js': { importedIds: ['/nm/react/index.js'] },
  '/nm/react/index.js': { importedIds: [] },
  '/w/app/search/SearchPanel.tsx': { importedIds: [] },
  '/w/app/catalog/routes/product.tsx?route': { isEntry: true, importedIds: ['/w/app/catalog/Gallery.tsx', '/w/app/content/Shell.tsx'] },
  '/w/app/catalog/Gallery.tsx': { importedIds: [] },
};
const meta = {
  getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
  getModuleInfo: (id: string) => graph[id] ?? null,
} as unknown as Rollup.ManualChunkMeta;

describe('the chunk every page loads', () => {
  const chunkOf = shellChunk();
  const placed = (id: string) => chunkOf(id, meta);

  it('holds what the browser entry and the root route import statically, libraries and ours', () => {
    for (const id of ['/nm/react-dom/client.js', '/nm/react/index.js', '/w/app/root.tsx', '/w/app/content/Shell.tsx', '/w/app/content/header.css']) {
      expect(placed(id), id).toBe(SHELL_CHUNK);
    }
  });

  it('leaves the entries, lazy modules and a page’s own modules to their own chunks', () => {
    for (const id of ['/w/app/entry.client.tsx', '/w/app/root.tsx?route', '/w/app/search/SearchPanel.tsx', '/w/app/catalog/Gallery.tsx', '/w/app/catalog/routes/product.tsx?route']) {
      expect(placed(id), id).toBeUndefined();
    }
  });
});
