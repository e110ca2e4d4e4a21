// Several gateway processes behind one port (GATEWAY_WORKERS, issue 16 item 5). The gateway
// keeps no state a shopper depends on between requests (the shared cache is Redis when
// configured; the kiosk's window counter says it is per process), so N node:cluster workers
// on one port are N replicas: the primary only accepts connections and hands them out round
// robin (node's default on Linux), so execution spreads over the cores.
//
// The primary supervises: a worker that exits while the gateway is not stopping is forked
// again (after a short pause, so a worker that dies at boot does not spin a core), and a
// crash loop ends the whole process so that the orchestrator sees it instead of a gateway
// that never serves. SIGTERM/SIGINT are forwarded as SIGTERM, so each worker finishes its
// in-flight requests (server.ts); a worker still running after stopTimeoutMs is killed.
import cluster from 'node:cluster';
import type { Logger } from './logger.ts';

/** One worker as the supervisor sees it: node:cluster's Worker in production, a fake in tests. */
export interface WorkerHandle {
  readonly pid: number | undefined;
  kill(signal: NodeJS.Signals): void;
  onExit(listener: (code: number | null, signal: NodeJS.Signals | null) => void): void;
}

export interface SupervisorOptions {
  count: number;
  fork: () => WorkerHandle;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Pause before forking a replacement for a worker that exited. */
  restartDelayMs?: number;
  /** More restarts than this within a minute is a crash loop: stop everything, exit code 1. */
  maxRestartsPerMinute?: number;
  /** After a stop signal, workers still alive after this are sent SIGKILL. */
  stopTimeoutMs?: number;
  now?: () => number;
}

export interface Supervisor {
  /** Forwards SIGTERM to every worker; resolves with the exit code once all have exited. */
  stop(reason: string): Promise<number>;
  /** Resolves with the process's exit code once the supervisor has stopped (asked to, or after a crash loop). */
  readonly stopped: Promise<number>;
  /** Workers alive now (for tests and logs). */
  alive(): number;
}

export function superviseWorkers(options: SupervisorOptions): Supervisor {
  const { count, fork, log, restartDelayMs = 1_000, maxRestartsPerMinute = 10, stopTimeoutMs = 15_000, now = Date.now } = options;
  const workers = new Set<WorkerHandle>();
  const restarts: number[] = [];
  let stopping = false;
  let exitCode = 0;
  let resolveStopped: (code: number) => void = () => {};
  const stopped = new Promise<number>((resolve) => (resolveStopped = resolve));
  let killTimer: NodeJS.Timeout | undefined;

  function finishIfDone(): void {
    if (stopping && workers.size === 0) {
      if (killTimer) clearTimeout(killTimer);
      resolveStopped(exitCode);
    }
  }

  function start(): void {
    const worker = fork();
    workers.add(worker);
    worker.onExit((code, signal) => {
      workers.delete(worker);
      if (stopping) return finishIfDone();
      log.warn('gateway worker exited; starting another', { workerPid: worker.pid, code, signal });
      const at = now();
      restarts.push(at);
      while (restarts.length && restarts[0]! < at - 60_000) restarts.shift();
      if (restarts.length > maxRestartsPerMinute) {
        log.error('gateway workers keep exiting; stopping', { restartsInLastMinute: restarts.length });
        exitCode = 1;
        void stop('crash loop');
        return;
      }
      // Not unref'd: with every worker gone this timer is what keeps the primary alive.
      setTimeout(() => {
        if (!stopping) start();
      }, restartDelayMs);
    });
  }

  function stop(reason: string): Promise<number> {
    if (!stopping) {
      stopping = true;
      log.info('gateway workers stopping', { reason, workers: workers.size });
      for (const worker of workers) worker.kill('SIGTERM');
      killTimer = setTimeout(() => {
        for (const worker of workers) worker.kill('SIGKILL');
      }, stopTimeoutMs);
      killTimer.unref();
      finishIfDone();
    }
    return stopped;
  }

  for (let i = 0; i < count; i++) start();
  return { stop, stopped, alive: () => workers.size };
}

/** A node:cluster worker as a WorkerHandle. The signal goes to the process itself so server.ts's own handler drains it. */
function clusterWorker(): WorkerHandle {
  const worker = cluster.fork();
  return {
    get pid() {
      return worker.process.pid;
    },
    kill: (signal) => {
      if (worker.process.exitCode === null && worker.process.signalCode === null) worker.process.kill(signal);
    },
    onExit: (listener) => worker.on('exit', (code, signal) => listener(code, signal as NodeJS.Signals | null)),
  };
}

/** True in the process that should serve requests itself: a single gateway, or a cluster worker. */
export function servesRequests(workers: number): boolean {
  return workers <= 1 || cluster.isWorker;
}

/** The primary of GATEWAY_WORKERS > 1: forks the workers, forwards stop signals, exits when they have. */
export function runPrimary(count: number, log: SupervisorOptions['log']): void {
  const supervisor = superviseWorkers({ count, fork: clusterWorker, log });
  log.info('gateway primary started', { workers: count });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void supervisor.stop(signal));
  }
  void supervisor.stopped.then((code) => process.exit(code));
}
