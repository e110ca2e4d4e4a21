// A second production build of the storefront, as a developer's next deploy would make it:
// a copy of web/'s source with one change (the assistant's panel, a lazily loaded chunk),
// built in a temporary directory. The new-build spec serves it where the first one ran.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = fileURLToPath(new URL('../../web', import.meta.url));
const SOURCES = ['app', 'server', 'public', 'vite.config.ts', 'react-router.config.ts', 'package.json', 'tsconfig.json'];

export interface SecondBuild {
  /** The build directory, for WEB_BUILD_DIR. */
  dir: string;
  remove(): void;
}

export async function makeSecondBuild(): Promise<SecondBuild> {
  const checkout = mkdtempSync(join(tmpdir(), 'beauty-second-build-'));
  const root = join(checkout, 'web');
  for (const entry of SOURCES) cpSync(join(webDir, entry), join(root, entry), { recursive: true });
  cpSync(join(webDir, '../tsconfig.base.json'), join(checkout, 'tsconfig.base.json'));
  // The same dependencies: the server bundle resolves them from here at run time too.
  symlinkSync(join(webDir, 'node_modules'), join(root, 'node_modules'), 'dir');
  const panel = join(root, 'app/assistant/AssistantPanel.tsx');
  writeFileSync(panel, `${readFileSync(panel, 'utf8')}\n// The next deploy's change.\nexport const releasedAt = ${Date.now()};\n`);

  // Its own build id: not one inherited from a build that ran in this process's parents.
  const env = { ...process.env };
  delete env.BEAUTY_BUILD_ID;
  delete env.BEAUTY_BUILD_TIME;
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npx', ['react-router', 'build'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the second build failed (${code}):\n${output}`))));
  });
  return { dir: join(root, 'build'), remove: () => rmSync(checkout, { recursive: true, force: true }) };
}
