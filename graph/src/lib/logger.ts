import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
/** `json`: one JSON object a line, for log collectors (production); `pretty`: one readable line (development). */
export type LogFormat = 'json' | 'pretty';

/** What every line logged within a request, a WebSocket operation or an activity says about where it came from. */
export interface LogScope {
  requestId?: string;
  workflowId?: string;
  activity?: string;
}

const scope = new AsyncLocalStorage<LogScope>();

/** Runs `work` with these fields on every line it logs, through every `await` it makes. */
export function withLogScope<T>(fields: LogScope, work: () => T): T {
  return scope.run({ ...scope.getStore(), ...fields }, work);
}

/** The id of the request or WebSocket operation being served, when there is one. */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}

// Never written, whatever a caller passes as detail: credentials, cookies, keys and message bodies.
const REDACTED_PATHS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'cookie',
  'authorization',
  'apiKey',
  'secret',
  'html',
  'text',
  '*.password',
  '*.currentPassword',
  '*.token',
  '*.cookie',
  '*.authorization',
  '*.apiKey',
  '*.secret',
  '*.html',
  '*.text',
  'detail.*.password',
  'detail.*.token',
  'detail.*.cookie',
  'detail.*.authorization',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

/** Prints each JSON line as `time level message detail`, warnings and errors on stderr, as a terminal reader wants it. */
function prettyDestination(): DestinationStream {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (!line) continue;
        const { time, level, msg, err, detail, requestId } = JSON.parse(line) as Record<string, unknown>;
        const error = err as { stack?: string; message?: string } | undefined;
        const extra = error
          ? (error.stack ?? error.message)
          : detail === undefined
            ? undefined
            : typeof detail === 'string'
              ? detail
              : JSON.stringify(detail);
        const text = `${String(time)} ${String(level).padEnd(5)} ${String(msg)}${requestId ? ` [${String(requestId)}]` : ''}${extra === undefined ? '' : ` ${extra}`}`;
        (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${text}\n`);
      }
      done();
    },
  });
}

function createBase(level: LogLevel, format: LogFormat, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => ({ ...scope.getStore() }),
      serializers: { err: stdSerializers.err },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination ?? (format === 'json' ? pino.destination({ fd: 1, sync: true }) : prettyDestination()),
  );
}

let base = createBase('info', 'pretty');
let baseFormat: LogFormat = 'pretty';

/** Sets the lowest level printed and the format; `destination` replaces stdout (tests read the lines from it). */
export function configureLogger(options: { level: LogLevel; format: LogFormat; destination?: DestinationStream }): void {
  base = createBase(options.level, options.format, options.destination);
  baseFormat = options.format;
}

/** The format lines are written in. */
export function logFormat(): LogFormat {
  return baseFormat;
}

/** The pino logger behind `logger`, for pino-http and the Temporal runtime. */
export function baseLogger(): Logger {
  return base;
}

function write(level: LogLevel, message: string, detail?: unknown): void {
  if (detail === undefined) base[level](message);
  else if (detail instanceof Error) base[level]({ err: detail }, message);
  else base[level]({ detail }, message);
}

/**
 * The process's log: JSON lines in production, readable lines in development. Lines logged within a request, a
 * WebSocket operation or an activity carry its request id, workflow id and activity; secrets are redacted by name.
 */
export const logger = {
  debug: (message: string, detail?: unknown) => write('debug', message, detail),
  info: (message: string, detail?: unknown) => write('info', message, detail),
  warn: (message: string, detail?: unknown) => write('warn', message, detail),
  error: (message: string, detail?: unknown) => write('error', message, detail),
};
