// The repository explains itself (issue 34 item 4): a comment or a doc points to
// docs/product.md, docs/architecture.md or a decision record, never to a file outside the
// repository (the team's brief, its architecture notes, its shared data), and every section
// it points to is there, so a link cannot rot silently when a heading is renamed.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('..', import.meta.url));
const SELF = 'scripts/repo-explains-itself.test.mjs';
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', '__generated__', '.react-router', 'test-results', 'playwright-report']);
const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|json|md|graphql|css|html|yml|yaml|sql|sh|txt|toml)$|(^|\/)(Dockerfile|README)$/;
const OWN_DOCS = ['docs/product.md', 'docs/architecture.md'];

/** Pointers to what is not in the repository. */
const OUTSIDE = [
  { what: 'a section of the brief ("spec §N")', pattern: /spec §/i },
  { what: 'the brief by name', pattern: /storefront-spec/i },
  { what: "the team's architecture notes", pattern: /\bARCHITECTURE\b/ },
  { what: 'the shared folder beside the repository', pattern: /\.\.\/shared\b/ },
  // A bare "§8" left over from a list of brief sections; RFC sections are fine.
  { what: 'a bare section number', pattern: /(?<!RFC \d+ )§\d/ },
];

/** The repository's own files (tracked, or new and not ignored): git's list when there is one, else a walk of the tree. */
function repositoryFiles() {
  try {
    return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: repo, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
      .split('\0')
      .filter(Boolean);
  } catch {
    const walk = (dir) =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        if (entry.name.startsWith('.')) return [];
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : walk(path);
        return [relative(repo, path)];
      });
    return walk(repo);
  }
}

const files = repositoryFiles()
  .filter((path) => TEXT.test(path) && path !== SELF && path !== 'pnpm-lock.yaml')
  .filter((path) => !path.split('/').some((part) => SKIPPED_DIRS.has(part)))
  .filter((path) => statSync(join(repo, path), { throwIfNoEntry: false })?.isFile());
const read = (path) => readFileSync(join(repo, path), 'utf8');

/** GitHub's anchors for a Markdown file's headings (lower case, punctuation dropped, spaces to hyphens). */
function headingAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .replace(/`/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

describe('the repository explains itself', () => {
  it('points to nothing outside the repository: no "spec §N", storefront-spec, ARCHITECTURE(.md) or ../shared', () => {
    expect(files.length).toBeGreaterThan(100);
    const found = [];
    for (const path of files) {
      read(path)
        .split('\n')
        .forEach((line, index) => {
          for (const { what, pattern } of OUTSIDE) {
            if (pattern.test(line)) found.push(`${path}:${index + 1}: ${what}: ${line.trim().slice(0, 120)}`);
          }
        });
    }
    expect(found, 'point to docs/product.md#…, docs/architecture.md#… or docs/decisions/ instead').toEqual([]);
  });

  it('every docs/product.md and docs/architecture.md section a file points to exists', () => {
    const anchors = Object.fromEntries(OWN_DOCS.map((doc) => [doc, headingAnchors(read(doc))]));
    const missing = [];
    for (const path of files) {
      const text = read(path);
      for (const match of text.matchAll(/docs\/(product|architecture)\.md#([\p{L}\p{N}_-]+)/gu)) {
        const doc = `docs/${match[1]}.md`;
        if (!anchors[doc].has(match[2])) missing.push(`${path}: ${match[0]}`);
      }
      // Links inside the two documents to their own sections: [Cookies](#cookies).
      if (OWN_DOCS.includes(path)) {
        for (const match of text.matchAll(/\]\(#([^)]+)\)/g)) {
          if (!anchors[path].has(match[1])) missing.push(`${path}: #${match[1]}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('README says where things are explained', () => {
    const readme = read('README.md');
    for (const doc of ['docs/architecture.md', 'docs/product.md', 'docs/glossary.md', 'docs/decisions/README.md']) {
      expect(readme, doc).toContain(`](${doc})`);
      expect(statSync(join(repo, doc), { throwIfNoEntry: false })?.isFile(), doc).toBe(true);
    }
  });

  it('finds the anchors GitHub makes of headings', () => {
    const anchors = headingAnchors('# Title\n## REST: bag\n### Page title and description\n```\n# not a heading\n```\n## REST: bag\n');
    expect([...anchors]).toEqual(['title', 'rest-bag', 'page-title-and-description', 'rest-bag-1']);
  });
});
