// The secrets mechanism (decision 0051): `pnpm start`'s file and the production list agree,
// the file is made once with mode 0600 and reused, and the environment wins over it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../env.ts';
import { PRODUCTION_SECRETS } from './secrets.ts';

const SCRIPT = path.join(REPO_ROOT, 'scripts', 'secrets.mjs');

/** Runs scripts/secrets.mjs in plain node, as scripts/start.mjs does. */
function run(code: string): any {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', `import * as s from ${JSON.stringify(SCRIPT)};\n${code}`], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

describe('secrets', () => {
  it('pnpm start writes exactly the secrets production requires', () => {
    expect(run('console.log(JSON.stringify(s.SECRET_NAMES))')).toEqual([...PRODUCTION_SECRETS]);
  });

  it('are created once per install (mode 0600), reused on the next start, and the environment wins', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'beauty-secrets-'));
    try {
      const file = path.join(dir, '.data', 'secrets.env');
      const twice = run(`const a = s.ensureSecretsFile(${JSON.stringify(file)}); const b = s.ensureSecretsFile(${JSON.stringify(file)});
        console.log(JSON.stringify({ a, b, env: s.withSecrets({ AUTH_JWT_SECRET: 'from-env', ORDER_LINK_SECRET: '' }, b.values) }))`);
      expect(twice.a.added).toEqual([...PRODUCTION_SECRETS]);
      expect(twice.b.added).toEqual([]);
      expect(twice.b.values).toEqual(twice.a.values);
      for (const name of PRODUCTION_SECRETS) expect(twice.a.values[name]).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new Set(Object.values(twice.a.values)).size).toBe(PRODUCTION_SECRETS.length);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(twice.env.AUTH_JWT_SECRET).toBe('from-env');
      expect(twice.env.ORDER_LINK_SECRET).toBe(twice.a.values.ORDER_LINK_SECRET); // empty counts as unset
      expect(readFileSync(file, 'utf8')).toContain(`INTERNAL_HOP_SECRET=${twice.a.values.INTERNAL_HOP_SECRET}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the file is git-ignored', () => {
    const ignored = spawnSync('git', ['check-ignore', '-q', '.data/secrets.env'], { cwd: REPO_ROOT });
    expect(ignored.status).toBe(0);
  });
});
