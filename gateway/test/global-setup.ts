// The explorer tests need the GraphiQL bundle; build it once when a checkout has none.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export default function setup(): void {
  const gateway = fileURLToPath(new URL('..', import.meta.url));
  if (!existsSync(`${gateway}dist/explorer/index.html`)) {
    execFileSync(process.execPath, ['scripts/build-explorer.mjs'], { cwd: gateway, stdio: 'inherit' });
  }
}
