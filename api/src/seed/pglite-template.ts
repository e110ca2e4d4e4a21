// A migrated, seeded PGlite directory to copy from. Creating a PGlite database runs
// initdb in WASM (~4 s) and the seed takes ~1.5 s; copying a finished directory takes a
// fraction of that. Tests start many fresh databases, so the first one builds the
// template (in the OS temp dir, keyed by everything that shapes it) and the rest copy it.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CATALOG_CSV, SEED_VERSION, type SeedOptions } from '../catalog/seed/seed.ts';
import { MIGRATIONS } from '../db/migrations/all-migrations.ts';
import { openPglite } from '../db/pglite-db.ts';
import { prepareDatabase } from './prepare-db.ts';

/** PGlite's version: its on-disk format may change with it. (Its package.json is not exported, so walk up to it.) */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (dir !== path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite') return pkg.version ?? 'unknown';
    }
    dir = path.dirname(dir);
  }
  return 'unknown';
}

/** src/ (or dist/ when built). */
const CODE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The code that shapes the template: every module of seed/, db/, catalog/, content/, search/ and store/
 * (the seed builds the search index), source or built, so changing how the seed generates stock or
 * the index, say, never leaves tests on a stale template.
 */
async function codeFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const dir of ['seed', 'db', 'catalog', 'content', 'search', 'store']) {
    for (const entry of await readdir(path.join(CODE_ROOT, dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && /\.(ts|js)$/.test(entry.name) && !/\.test(-support)?\.(ts|js)$/.test(entry.name)) {
        files.push(path.relative(CODE_ROOT, path.join(entry.parentPath, entry.name)));
      }
    }
  }
  return files.sort();
}

async function templateKey(seedOptions: SeedOptions): Promise<string> {
  const hash = createHash('sha256');
  hash
    .update(pgliteVersion())
    .update(String(SEED_VERSION))
    .update(String(seedOptions.copies ?? 1));
  for (const migration of MIGRATIONS) hash.update(migration.sql);
  for (const file of await codeFiles()) hash.update(file).update(await readFile(path.join(CODE_ROOT, file)));
  hash.update(await readFile(seedOptions.csvPath ?? DEFAULT_CATALOG_CSV));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Half-built templates left by a killed process (an hour is far beyond a build), and
 * templates of code a day old: each is ~60 MB and a changed seed makes a new one.
 */
async function removeStaleTemplates(root: string): Promise<void> {
  for (const name of await readdir(root)) {
    const entry = path.join(root, name);
    const info = await stat(entry).catch(() => undefined);
    const age = info ? Date.now() - info.mtimeMs : 0;
    if (age > (name.includes('.building-') ? 3_600_000 : 86_400_000)) await rm(entry, { recursive: true, force: true });
  }
}

/** The template directory for these options, built first if need be. */
async function ensureTemplate(seedOptions: SeedOptions): Promise<string> {
  const root = path.join(os.tmpdir(), 'beauty-api-pglite-templates');
  const template = path.join(root, await templateKey(seedOptions));
  if (existsSync(template)) {
    // In use: keep it clear of removeStaleTemplates.
    const now = new Date();
    await utimes(template, now, now).catch(() => {});
    return template;
  }
  await mkdir(root, { recursive: true });
  await removeStaleTemplates(root);
  // Built beside, then renamed: a reader never sees a half-built template, and when two
  // processes build at once the loser's copy is simply thrown away.
  const building = `${template}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
  const db = await openPglite(building);
  try {
    await prepareDatabase(db, seedOptions);
  } finally {
    await db.close();
  }
  try {
    await rename(building, template);
  } catch {
    await rm(building, { recursive: true, force: true });
  }
  return template;
}

/** Fills dataDir (which must not exist yet) with a copy of the seeded template. */
export async function copyPgliteTemplate(dataDir: string, seedOptions: SeedOptions = {}): Promise<void> {
  const template = await ensureTemplate(seedOptions);
  await cp(template, dataDir, { recursive: true });
}
