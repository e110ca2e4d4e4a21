// `pnpm build`: codegen once, then every package's build (pnpm runs them in dependency
// order, two at a time on two cores), with a line for each step and its time as it ends,
// so a first `pnpm start` says what it is doing (issue 33). The packages' own codegen step
// is skipped: it was generated once here.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const started = performance.now();
const seconds = (from) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
const pnpm = process.env.npm_execpath?.includes('pnpm') ? [process.execPath, process.env.npm_execpath] : ['npx', '-y', 'pnpm@10'];

/** Runs a command, passing its output on; a line per package when pnpm says it is done. */
function run(args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(pnpm[0], [...pnpm.slice(1), ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    const begun = new Map();
    let rest = '';
    child.stdout.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        process.stdout.write(`${line}\n`);
        // pnpm -r prefixes each line with the package's folder: "web build$ …" starts it, "web build: Done" ends it.
        const start = /^(\S+) build\$ /.exec(line);
        if (start && !begun.has(start[1])) begun.set(start[1], performance.now());
        const done = /^(\S+) build: Done$/.exec(line);
        if (done) console.log(`[build] ${done[1]} built in ${seconds(begun.get(done[1]) ?? started)}`);
      }
    });
    child.on('close', (code) => {
      if (rest) process.stdout.write(rest);
      resolve(code ?? 1);
    });
  });
}

const codegenStarted = performance.now();
let status = await run(['codegen']);
if (status === 0) {
  console.log(`[build] codegen in ${seconds(codegenStarted)}`);
  status = await run(['-r', '--filter', '!@beauty/bench', '--reporter=append-only', 'build'], { CODEGEN_DONE: '1' });
}
if (status === 0) console.log(`[build] every package built in ${seconds(started)}`);
process.exit(status);
