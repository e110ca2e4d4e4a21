// Test support: one of our services as a real child process (node or tsx), its stdout
// and stderr captured line by line, JSON log lines parsed, stopped with SIGTERM. The
// logging tests of the api, the gateway and the web server start them this way.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export interface LogLine {
  level?: string;
  msg?: string;
  service?: string;
  reqId?: string;
  [field: string]: unknown;
}

export interface ServiceProcess {
  /** Every line the process wrote, stdout and stderr, as written. */
  readonly output: string[];
  /** The lines that are JSON log lines, parsed. */
  readonly logs: LogLine[];
  /** Resolves when a log line matches (rejects if the process exits first or on timeout). */
  waitForLog(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** Resolves when GET url answers 2xx. */
  waitForHttp(url: string, timeoutMs?: number): Promise<void>;
  stop(): Promise<number | null>;
}

export interface ServiceProcessOptions {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string | undefined>;
}

/** A port free right now (the OS picks it), for a service that must be told its port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function startServiceProcess({ command, args, cwd, env }: ServiceProcessOptions): ServiceProcess {
  const child: ChildProcess = spawn(command, args, { cwd, env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const logs: LogLine[] = [];
  const listeners = new Set<() => void>();
  let exited: number | null | undefined;

  const collect = (stream: NodeJS.ReadableStream) => {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        output.push(line);
        if (line.startsWith('{')) {
          try {
            logs.push(JSON.parse(line) as LogLine);
          } catch {
            // not a log line after all
          }
        }
      }
      for (const listener of listeners) listener();
    });
  };
  collect(child.stdout!);
  collect(child.stderr!);
  const exit = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      exited = code;
      for (const listener of listeners) listener();
      resolve(code);
    });
  });

  const failure = (what: string) => new Error(`${what}\n--- ${command} ${args.join(' ')} wrote:\n${output.slice(-40).join('\n')}`);

  return {
    output,
    logs,
    waitForLog(match, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = logs.find(match);
          if (found) return done(() => resolve(found));
          if (exited !== undefined) done(() => reject(failure(`exited (${exited}) before the log line came`)));
        };
        const timer = setTimeout(() => done(() => reject(failure(`no such log line within ${timeoutMs} ms`))), timeoutMs);
        const done = (settle: () => void) => {
          clearTimeout(timer);
          listeners.delete(check);
          settle();
        };
        listeners.add(check);
        check();
      });
    },
    async waitForHttp(url, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (exited !== undefined) throw failure(`exited (${exited}) before ${url} answered`);
        try {
          const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
          await response.arrayBuffer();
          if (response.ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw failure(`${url} did not answer within ${timeoutMs} ms`);
    },
    async stop() {
      if (exited === undefined) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      const code = await exit;
      clearTimeout(timer);
      return code;
    },
  };
}

const ORDER = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'];

/** Log lines a process at `level` should not have written (for silent: every line). */
export function linesBelow(logs: LogLine[], level: string): LogLine[] {
  const minimum = level === 'silent' ? Infinity : ORDER.indexOf(level);
  return logs.filter((line) => ORDER.indexOf(String(line.level)) < minimum);
}

/** What a service started with LOG_LEVEL=`level` showed (logsAtLevel). */
export interface LevelRun {
  /** Its ready line, at trace, debug and info (where it must write one). */
  ready?: LogLine;
  /** The lines it wrote below `level`: none is right. */
  below: LogLine[];
  /** How the process ended when stopped. */
  exitCode: number | null;
}

/**
 * Waits for a service started with LOG_LEVEL=`level` to answer /healthz on `port`; at trace,
 * debug and info also for its ready line (`readyMessage`) and the health check's access line
 * with its request id; then stops it. Throws (after stopping it) if any of those never comes.
 */
export async function logsAtLevel(service: ServiceProcess, port: number, level: string, readyMessage: string): Promise<LevelRun> {
  let ready: LogLine | undefined;
  try {
    await service.waitForHttp(`http://127.0.0.1:${port}/healthz`);
    if (['trace', 'debug', 'info'].includes(level)) {
      ready = await service.waitForLog((line) => line.msg === readyMessage);
      await service.waitForLog((line) => line.msg === 'request completed' && /^[0-9A-F]{16}$/.test(String(line.reqId)));
    }
  } catch (error) {
    await service.stop();
    throw error;
  }
  return { ready, below: linesBelow(service.logs, level), exitCode: await service.stop() };
}
