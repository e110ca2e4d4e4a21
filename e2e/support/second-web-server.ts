// A second web server beside the one Playwright started, on a port the system picks, in
// front of the same gateway: for specs that need the storefront under another
// configuration (production without the sandbox, say). Stopped by the returned function.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSecretsFile } from '../../scripts/secrets.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const webDir = join(root, 'web');

export async function startSecondWebServer(env: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  const gatewayPort = process.env.E2E_GATEWAY_PORT ?? '4100';
  const apiPort = process.env.E2E_API_PORT ?? '4101';
  const child = spawn('node', ['server.js'], {
    cwd: webDir,
    env: {
      PATH: process.env.PATH ?? '',
      // The same install's secrets as the first server (scripts/start.mjs made them):
      // production refuses to start without them, and the gateway takes the hop only with them.
      ...ensureSecretsFile(join(root, '.data', 'secrets.env')).values,
      WEB_PORT: '0',
      WEB_HOST: '127.0.0.1',
      GATEWAY_URL: `http://127.0.0.1:${gatewayPort}`,
      API_URL: `http://127.0.0.1:${apiPort}`,
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`second web server did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /"url":"http:\/\/localhost:(\d+)"/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`second web server exited with ${code}:\n${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
