// `pnpm reset` wipes only a local install's own data: it refuses production, a server
// database and a shop that is running, and touches nothing when it refuses.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./reset.mjs', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'reset-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A data directory with a file in it, and reset's answer when run with `env`. */
function resetWith(env) {
  const dataDir = mkdtempSync(join(scratch, 'data-'));
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, 'PG_VERSION'), '17');
  const result = spawnSync('node', [script], { env: { PATH: process.env.PATH, DATA_DIR: dataDir, API_PORT: '1', ...env }, encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr, kept: existsSync(join(dataDir, 'PG_VERSION')) };
}

describe('pnpm reset', () => {
  it('refuses a production environment and keeps the data', () => {
    const { status, output, kept } = resetWith({ NODE_ENV: 'production' });
    expect(status).toBe(1);
    expect(output).toContain('refused: this is a production environment');
    expect(kept).toBe(true);
  });

  it('refuses a Postgres server named by DATABASE_URL', () => {
    const { status, output, kept } = resetWith({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop' });
    expect(status).toBe(1);
    expect(output).toContain('DATABASE_URL');
    expect(kept).toBe(true);
  });

  it('refuses while the shop is running', async () => {
    const server = createServer((_req, res) => res.end('{"status":"ok"}'));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = String(server.address().port);
      const result = await new Promise((resolve) => {
        const dataDir = mkdtempSync(join(scratch, 'data-'));
        writeFileSync(join(dataDir, 'PG_VERSION'), '17');
        import('node:child_process').then(({ execFile }) =>
          execFile('node', [script], { env: { PATH: process.env.PATH, DATA_DIR: dataDir, API_PORT: port } }, (error, stdout, stderr) =>
            resolve({ code: error?.code ?? 0, output: stdout + stderr, kept: existsSync(join(dataDir, 'PG_VERSION')) }),
          ),
        );
      });
      expect(result.code).toBe(1);
      expect(result.output).toContain('the shop is running');
      expect(result.kept).toBe(true);
    } finally {
      server.close();
    }
  });
});
