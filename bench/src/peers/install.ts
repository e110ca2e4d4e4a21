// The peer, GraphQL Mesh compose + Hive Gateway, installed with npm at pinned versions into
// a directory outside the workspace: never in the app's dependencies or its lockfile. The
// install (~500 MB, a minute or two) is kept between runs under the system's temp dir, one
// directory per set of pins, so a changed pin installs afresh; PEERS_DIR names another place.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Pinned: throughput moves between versions. graphql is the peer's own, not ours. */
export const PEER_PACKAGES = ['@graphql-mesh/compose-cli@1.8.2', '@omnigraph/openapi@0.112.4', '@graphql-hive/gateway@2.15.1', 'graphql@16.11.0'];

export interface PeerInstall {
  dir: string;
  meshCompose: string;
  hiveGateway: string;
}

export function installPeer(): PeerInstall {
  const pins = createHash('sha256').update(PEER_PACKAGES.join(' ')).digest('hex').slice(0, 12);
  const dir = process.env.PEERS_DIR ?? join(tmpdir(), 'beauty-bench-peers', pins);
  const done = join(dir, '.installed');
  if (!existsSync(done)) {
    mkdirSync(dir, { recursive: true });
    // Its own package.json: npm must not walk up into a workspace and install there.
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
    console.log(`installing ${PEER_PACKAGES.join(', ')} into ${dir}…`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--save-exact', ...PEER_PACKAGES], { cwd: dir, stdio: 'inherit' });
    writeFileSync(done, PEER_PACKAGES.join('\n'));
  }
  return {
    dir,
    meshCompose: join(dir, 'node_modules/.bin/mesh-compose'),
    hiveGateway: join(dir, 'node_modules/.bin/hive-gateway'),
  };
}
