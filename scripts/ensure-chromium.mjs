#!/usr/bin/env node
// The e2e tests drive the system's Chromium (no browser download: these machines have no
// internet beyond the package registries). Finds it, or installs Debian's package when
// running as root on Debian/Ubuntu; otherwise says what to do. Then the same for Thai and
// Chinese fonts: without them Chromium draws boxes and lays those pages out with another
// font's metrics than a shopper's phone has (e2e/phone-first.spec.ts measures the header in
// each language), so a layout that breaks only in Thai or Chinese would pass unseen.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const canInstall = typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get');
const aptInstall = (packages) => execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' });

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
let found = candidates.find((path) => existsSync(path));
if (found) {
  console.log(`[chromium] using ${found}`);
} else if (canInstall) {
  console.log("[chromium] not found: installing Debian's chromium package");
  aptInstall('chromium');
  found = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}
if (!found) {
  console.error('[chromium] no Chromium found. Install it (Debian: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH.');
  process.exit(1);
}

/** Whether fontconfig knows a font for the language (fc-list comes with Chromium's fontconfig). */
const hasFontFor = (language) => {
  try {
    return execSync(`fc-list :lang=${language} family`, { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
};
const missing = [
  ['th', 'fonts-thai-tlwg'],
  ['zh-hk', 'fonts-noto-cjk'],
].filter(([language]) => !hasFontFor(language));
if (missing.length > 0) {
  const packages = missing.map(([, name]) => name).join(' ');
  const languages = missing.map(([language]) => language).join(', ');
  if (canInstall) {
    console.log(`[chromium] no font for ${languages}: installing ${packages}`);
    aptInstall(packages);
  } else {
    // Not fatal: the suite runs, but Thai or Chinese layouts are measured with other fonts.
    console.warn(`[chromium] no font for ${languages}; install ${packages} to test those pages as shoppers see them.`);
  }
}
