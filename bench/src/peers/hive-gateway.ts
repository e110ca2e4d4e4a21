// The peer as its own documentation sets it up: Mesh compose turns our api's OpenAPI
// document (served at /api/web/v1/openapi.json) into a supergraph, and Hive Gateway serves
// it. The generated schema has a field per REST operation and nothing that links a product
// to its brand or variants; the links are added the way Mesh documents for that
// (additionalTypeDefs + additionalResolvers through the in-context SDK), with the brands of
// a page fetched in one batched call (key/argsFromKeys), as our gateway's loader does, so
// both make the same REST calls.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PeerInstall } from './install.ts';

const MESH_CONFIG = `import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';

export const composeConfig = defineConfig({
  subgraphs: [
    {
      sourceHandler: loadOpenAPISubgraph('Api', {
        source: './openapi.json',
        // Replaced per process by the gateway config's transportEntries.
        endpoint: 'http://127.0.0.1:1',
        operationHeaders: { 'x-platform': 'web', 'x-app-version': '1.0.0' },
      }),
    },
  ],
});
`;

// The locale is passed as the operations' own arguments (the OpenAPI document declares
// x-site-country and accept-language as parameters); the links pass the bench's locale.
const GATEWAY_CONFIG = `import { defineConfig } from '@graphql-hive/gateway';

const LOCALE = { x_site_country: 'sg', accept_language: 'en' };

const brandById = (root, context, info) =>
  context.Api.Query.api_web_v1_brands({
    root,
    context,
    info,
    key: root.brandId,
    argsFromKeys: (ids) => ({ ...LOCALE, ids: [...new Set(ids)].join(',') }),
    valuesFromResults: (result, ids) => ids.map((id) => result?.brands?.find((brand) => brand.id === id) ?? null),
    selectionSet: '{ ... on api_web_v1_brands_200_response { brands { id name } } }',
  });

export const gatewayConfig = defineConfig({
  transportEntries: { Api: { location: process.env.PEER_UPSTREAM_URL } },
  logging: 'error',
  additionalTypeDefs: /* GraphQL */ \`
    extend type query_api_web_v1_products_oneOf_0_products_items {
      brand: query_api_web_v1_brands_oneOf_0_brands_items
    }
    extend type api_web_v1_products_by_idOrSlug_200_response {
      brand: query_api_web_v1_brands_oneOf_0_brands_items
      variants: [query_api_web_v1_variants_oneOf_0_variants_items!]
    }
  \`,
  additionalResolvers: {
    query_api_web_v1_products_oneOf_0_products_items: {
      brand: { selectionSet: '{ brandId }', resolve: (root, _args, context, info) => brandById(root, context, info) },
    },
    api_web_v1_products_by_idOrSlug_200_response: {
      brand: { selectionSet: '{ brandId }', resolve: (root, _args, context, info) => brandById(root, context, info) },
      variants: {
        selectionSet: '{ id }',
        resolve: async (root, _args, context, info) => {
          const result = await context.Api.Query.api_web_v1_variants({
            root,
            context,
            info,
            args: { ...LOCALE, product_ids: root.id },
            selectionSet:
              '{ ... on api_web_v1_variants_200_response { variants { id name swatchColor price { amount currency } stockStatus maxQuantity } } }',
          });
          return result?.variants ?? null;
        },
      },
    },
  },
});
`;

/** Writes the configs and our OpenAPI document beside the install and composes the supergraph. */
export async function composePeer(peer: PeerInstall, apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/web/v1/openapi.json`);
  if (!response.ok) throw new Error(`openapi.json: ${response.status}`);
  writeFileSync(join(peer.dir, 'openapi.json'), await response.text());
  writeFileSync(join(peer.dir, 'mesh.config.ts'), MESH_CONFIG);
  writeFileSync(join(peer.dir, 'gateway.config.mjs'), GATEWAY_CONFIG);
  const supergraph = join(peer.dir, 'supergraph.graphql');
  console.log('composing the peer supergraph from our OpenAPI document…');
  execFileSync(peer.meshCompose, ['-o', supergraph], { cwd: peer.dir, stdio: ['ignore', 'ignore', 'inherit'] });
  return supergraph;
}

/** One Hive Gateway process (one worker, as our gateway is one process) in front of upstreamUrl. */
export function startHiveGateway(peer: PeerInstall, supergraph: string, port: number, upstreamUrl: string): { url: string; child: ChildProcess } {
  const child = spawn(
    peer.hiveGateway,
    ['supergraph', supergraph, '-c', join(peer.dir, 'gateway.config.mjs'), '--host', '127.0.0.1', '--port', String(port), '--fork', '1'],
    {
      cwd: peer.dir,
      env: { ...process.env, NODE_ENV: 'production', PEER_UPSTREAM_URL: upstreamUrl },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return { url: `http://127.0.0.1:${port}`, child };
}
