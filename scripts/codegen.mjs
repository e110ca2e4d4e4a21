#!/usr/bin/env node
// A package's `codegen` (gateway, web, kiosk): graphql-codegen over the whole repository
// (codegen.ts), unless the caller has just run it and says so with CODEGEN_DONE=1. One
// `pnpm test` then generates once, not once per package typecheck and build.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

if (process.env.CODEGEN_DONE === '1') process.exit(0);
const root = fileURLToPath(new URL('..', import.meta.url));
const result = spawnSync('npx', ['graphql-codegen', '--config', 'codegen.ts'], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
