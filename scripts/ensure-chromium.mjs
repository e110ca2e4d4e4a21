#!/usr/bin/env node
// The e2e tests drive the system's Chromium (no browser download: these machines have no
// internet beyond the package registries). Finds it, or installs Debian's package when
// running as root on Debian/Ubuntu; otherwise says what to do.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const found = candidates.find((path) => existsSync(path));
if (found) {
  console.log(`[chromium] using ${found}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log('[chromium] not found: installing Debian\'s chromium package');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  if (existsSync('/usr/bin/chromium')) process.exit(0);
}
console.error('[chromium] no Chromium found. Install it (Debian: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH.');
process.exit(1);
