type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
let threshold: Level = 'info';

/** Sets the lowest level that is printed. */
export function setLogLevel(level: Level): void {
  threshold = level;
}

function describe(detail: unknown): string {
  if (detail instanceof Error) return detail.stack ?? `${detail.name}: ${detail.message}`;
  if (detail === undefined) return '';
  return typeof detail === 'string' ? detail : JSON.stringify(detail);
}

function write(level: Level, message: string, detail?: unknown): void {
  if (ORDER[level] < ORDER[threshold]) return;
  const line = `${new Date().toISOString()} ${level.padEnd(5)} ${message}${detail === undefined ? '' : ` ${describe(detail)}`}`;
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
}

/** One-line structured-enough logs on stdout/stderr. */
export const logger = {
  debug: (message: string, detail?: unknown) => write('debug', message, detail),
  info: (message: string, detail?: unknown) => write('info', message, detail),
  warn: (message: string, detail?: unknown) => write('warn', message, detail),
  error: (message: string, detail?: unknown) => write('error', message, detail),
};
