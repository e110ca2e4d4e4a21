// How our code starts the system's Chromium: the e2e run (playwright.config.ts) and the
// bench's page measurements (bench:weight, bench:main-thread, bench:lighthouse) launch it
// alike, so what the bench measures is the browser the tests drive. Never a downloaded
// build: these machines have no internet.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Sandbox and GPU off (containers have neither), and none of the browser's own network chatter. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
