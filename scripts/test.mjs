#!/usr/bin/env node
// The one test command (`pnpm test`): codegen, typecheck, the import check (no cycle, no
// upward import: scripts/check-imports.mjs), the linter and formatter (biome.jsonc), build, every vitest suite (unit and
// integration: PGlite always; Postgres and Redis too when TEST_DATABASE_URL /
// TEST_REDIS_URL are set), then the Playwright suite in Chromium against the built
// storefront. Ends with one line "tests: N passed, N failed" summing both runners.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireSupportedNode } from './supported-node.mjs';

requireSupportedNode();

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'beauty-test-'));
const pnpm = ['npx', '-y', 'pnpm@10'];

function run(title, cmd, extraEnv = {}) {
  console.log(`\n=== ${title}: ${cmd.join(' ')}`);
  const result = spawnSync(cmd[0], cmd.slice(1), { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  return result.status ?? 1;
}

function must(title, cmd, extraEnv = {}) {
  const status = run(title, cmd, extraEnv);
  if (status !== 0) {
    console.error(`\n${title} failed (exit ${status})`);
    console.log('tests: 0 passed, 1 failed');
    process.exit(status);
  }
}

must('codegen', [...pnpm, 'codegen']);
// Generated once above: the packages' typecheck and build skip their own codegen step.
const generated = { CODEGEN_DONE: '1' };
must('typecheck', [...pnpm, '-r', 'typecheck'], generated);
// The Playwright specs are no package of their own: their typecheck is named here.
must('typecheck (e2e)', ['npx', 'tsc', '--noEmit', '-p', 'e2e/tsconfig.json']);
must('imports (no cycle, no upward import)', ['node', 'scripts/check-imports.mjs']);
// Biome's recommended rules and its formatting, on the whole tree (biome.jsonc).
must('lint and format (biome)', [...pnpm, 'lint']);
must('build', [...pnpm, '-r', '--filter', '!@beauty/bench', 'build'], generated);

const vitestJson = join(reports, 'vitest.json');
const unitStatus = run('unit and integration (vitest)', ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);

must('chromium', ['node', 'scripts/ensure-chromium.mjs']);
const playwrightJson = join(reports, 'playwright.json');
const e2eStatus = run('end-to-end (playwright)', ['npx', 'playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
});

let passed = 0;
let failed = 0;
// The names of the failed tests, printed last: CI keeps only the tail of the log, and
// the vitest output scrolls far above Playwright's.
const failures = [];
// Playwright's messages carry terminal colours; a log keeps the escape codes as text.
const firstLine = (text) =>
  String(text ?? '')
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .find((line) => line.trim()) ?? '';
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  for (const file of v.testResults ?? []) {
    const where = file.name.slice(root.length);
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) failures.push(`vitest ${where} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    // A file that failed to load has no test results, only a message.
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`vitest ${where}: ${firstLine(file.message)}`);
  }
} else if (unitStatus !== 0) failed += 1;
if (existsSync(playwrightJson)) {
  const p = JSON.parse(readFileSync(playwrightJson, 'utf8'));
  passed += p.stats?.expected ?? 0;
  failed += (p.stats?.unexpected ?? 0) + (p.stats?.flaky ?? 0);
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = test.results?.find((r) => r.error)?.error?.message;
          failures.push(`playwright ${spec.file} > ${[...titles, spec.title].join(' > ')} (${test.status}): ${firstLine(error)}`);
        }
      }
    }
    for (const child of suite.suites ?? [])
      walk(
        child,
        [...titles, child.title].filter((t) => t && !t.endsWith('.ts')),
      );
  };
  for (const suite of p.suites ?? []) walk(suite, []);
} else if (e2eStatus !== 0) failed += 1;

if (failures.length > 0) {
  console.log('\nFailed:');
  for (const line of failures) console.log(`  ${line.slice(0, 400)}`);
}

if ((unitStatus !== 0 || e2eStatus !== 0) && failed === 0) failed = 1;
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(unitStatus || e2eStatus);
