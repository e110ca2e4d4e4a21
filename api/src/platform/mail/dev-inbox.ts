// The development inbox: the messages the file transport wrote under MAIL_DIR, newest
// first. Only ever reached through the sandbox routes, which answer 404 in production.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { InboxEntry } from './mail-transport.ts';

export async function readInbox(dir: string, limit = 100): Promise<InboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names
    .filter((name) => /^\d{12,}\.json$/.test(name))
    .sort()
    .reverse()
    .slice(0, limit);
  const entries = await Promise.all(files.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as InboxEntry));
  return entries;
}

export async function readInboxMessage(dir: string, id: string): Promise<InboxEntry | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  try {
    return JSON.parse(await readFile(path.join(dir, `${id.padStart(12, '0')}.json`), 'utf8')) as InboxEntry;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
