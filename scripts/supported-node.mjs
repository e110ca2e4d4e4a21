// The Node lines the shop runs on (package.json "engines"): the maintained LTS lines. Every
// entry point (pnpm start, dev, test) checks first and stops with one line saying which
// versions work and how to get one; the install stops too (.npmrc engine-strict).
export const SUPPORTED = [
  { major: 22, minor: 22, patch: 2 },
  { major: 24, minor: 15, patch: 0 },
  { major: 26, minor: 0, patch: 0 },
];

/** Whether a version string like "v24.21.0" is one the shop supports. */
export function isSupportedNode(version) {
  const [major, minor, patch] = version.replace(/^v/, '').split('.').map(Number);
  return SUPPORTED.some(
    (line) => (line.major === 26 ? major >= 26 : major === line.major) && (minor > line.minor || (minor === line.minor && patch >= line.patch)),
  );
}

export const UNSUPPORTED_MESSAGE = (version) =>
  `Node ${version} is not supported: use Node 22.22.2+, 24.15+ or 26 (the maintained LTS lines; .nvmrc says 24: \`nvm install\`, or \`npx -y node@24 …\`).`;

/** Stops the process with the one line when this Node is not supported. */
export function requireSupportedNode() {
  if (!isSupportedNode(process.version)) {
    console.error(UNSUPPORTED_MESSAGE(process.version));
    process.exit(1);
  }
}
