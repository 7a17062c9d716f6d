import { DefaultLogger, type LogEntry } from '@temporalio/worker';
import { logger, type LogLevel } from '#graph/lib/logger.js';

const LEVELS = { TRACE: 'debug', DEBUG: 'debug', INFO: 'info', WARN: 'warn', ERROR: 'error' } as const;

/**
 * The Temporal SDK's log (workflow and activity loggers, worker state) in the product's log, JSON in production, with
 * the SDK's own fields (workflowId, activityType, taskQueue) as the line's detail. Its INFO lines (worker state
 * changes) are noise in the product log, so below debug only its warnings and errors are written.
 */
export function temporalLogger(level: LogLevel): DefaultLogger {
  const threshold = level === 'debug' ? 'DEBUG' : level === 'error' ? 'ERROR' : 'WARN';
  return new DefaultLogger(threshold, (entry: LogEntry) => {
    const write = logger[LEVELS[entry.level]];
    write(entry.message, entry.meta && Object.keys(entry.meta).length ? entry.meta : undefined);
  });
}
