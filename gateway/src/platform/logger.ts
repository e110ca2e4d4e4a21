// One JSON line per event on stderr, so a log shipper can parse it; tests pass their own.
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export const LOG_LEVELS = ['info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export function jsonLogger(minimum: LogLevel = 'info'): Logger {
  const line = (level: LogLevel) => (message: string, fields?: Record<string, unknown>) => {
    if (LOG_LEVELS.indexOf(level) < LOG_LEVELS.indexOf(minimum)) return;
    process.stderr.write(`${JSON.stringify({ level, time: new Date().toISOString(), msg: message, ...fields })}\n`);
  };
  return { info: line('info'), warn: line('warn'), error: line('error') };
}
