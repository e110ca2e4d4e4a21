// The one pino setup of the api, the gateway and the web server (issue 19): the same
// levels, field names and redaction in all three, so one query finds a request in every
// log. A line: {"level":"info","time":"…","service":"gateway","reqId":"…","msg":"…"}.
import { hostname } from 'node:os';
import { type DestinationStream, type Logger, type LoggerOptions, pino, stdTimeFunctions } from 'pino';
import { REDACT_PATHS, REDACTED } from './redact.ts';
import { serializers } from './serializers.ts';

export type { Logger } from 'pino';

/** Every level LOG_LEVEL accepts, in every service (pino's names, plus silent). */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type ServiceName = 'api' | 'gateway' | 'web';

/** The field every line of one request carries (Fastify's default name, kept everywhere). */
export const REQUEST_ID_FIELD = 'reqId';

/** pino options, for a logger built elsewhere (Fastify's) or here. */
export function loggerOptions(service: ServiceName, level: LogLevel = 'info'): LoggerOptions {
  return {
    level,
    base: { service, pid: process.pid, hostname: hostname() },
    timestamp: stdTimeFunctions.isoTime,
    // Level names, not numbers: a reader and a log shipper both understand "warn".
    formatters: { level: (label) => ({ level: label }) },
    serializers,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
  };
}

export interface CreateLoggerOptions {
  service: ServiceName;
  level?: LogLevel | undefined;
  /** Where lines go; stdout by default. Tests pass a stream and read it. */
  destination?: DestinationStream | undefined;
}

export function createLogger({ service, level, destination }: CreateLoggerOptions): Logger {
  const options = loggerOptions(service, level);
  return destination ? pino(options, destination) : pino(options);
}
