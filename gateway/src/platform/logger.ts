// The gateway's log: server-kit's pino setup (the same fields, levels and redaction as
// the api and the web server), behind the small interface the gateway's code writes to.
// A line written while a request runs carries that request's id (server-kit's request
// context, set by requestLogging in server-app.ts); tests pass their own Logger.
import { createLogger, type Logger as PinoLogger, LOG_LEVELS, type LogLevel } from '@beauty/server-kit/logger';
import { currentRequest } from '@beauty/server-kit/request-id';
import type { DestinationStream } from 'pino';

export { LOG_LEVELS, type LogLevel };

export interface Logger {
  debug?(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** A Logger writing pino lines; `pino` is the logger the access lines are written with. */
export interface JsonLogger extends Logger {
  pino: PinoLogger;
}

export function jsonLogger(minimum: LogLevel = 'info', destination?: DestinationStream): JsonLogger {
  const pino = createLogger({ service: 'gateway', level: minimum, destination });
  const line = (level: 'debug' | 'info' | 'warn' | 'error') => (message: string, fields?: Record<string, unknown>) => {
    (currentRequest()?.log ?? pino)[level](fields ?? {}, message);
  };
  return { pino, debug: line('debug'), info: line('info'), warn: line('warn'), error: line('error') };
}

/** The pino logger behind a Logger; a silent one for a test's own Logger. */
export function pinoOf(logger: Logger): PinoLogger {
  return 'pino' in logger ? (logger as JsonLogger).pino : createLogger({ service: 'gateway', level: 'silent' });
}
