import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtMessagesChunks } from './messages-chunk.server';

describe('builtMessagesChunks', () => {
  it("names each language's own chunk in the build, and none without a build", () => {
    const directory = `${mkdtempSync(join(tmpdir(), 'messages-chunk-'))}/`;
    mkdirSync(`${directory}assets`);
    for (const file of ['messages-en-D_9SWpxQ.js', 'messages-id-mcE6seA2.js', 'messages-th-B3bOUiPE.js', 'entry.client-x.js', 'zh-old.js']) {
      writeFileSync(`${directory}assets/${file}`, '');
    }
    const chunk = builtMessagesChunks(directory);
    expect(chunk('en')).toBe('/assets/messages-en-D_9SWpxQ.js');
    expect(chunk('id')).toBe('/assets/messages-id-mcE6seA2.js');
    expect(chunk('zh')).toBeUndefined();
    expect(builtMessagesChunks(undefined)('en')).toBeUndefined();
  });
});
