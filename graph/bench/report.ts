import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LatencySummary } from './stats.js';

/** One target check as printed: PASS/FAIL, or `null` for figures reported for information only. */
export interface TargetCheck {
  target: string;
  check: string;
  value: string;
  limit: string;
  pass: boolean | null;
}

/** One measured workload as printed in the latency table. */
export interface MeasurementRow {
  name: string;
  summary: LatencySummary;
  note?: string;
}

/** Lays rows out in columns; numeric-looking cells are right-aligned. */
export function formatTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const numeric = (cell: string) => /^[\d.,]+\s?(ms|×|%)?$/.test(cell);
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (numeric(cell) ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** Milliseconds with a precision that suits their size. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  return `${value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : value.toFixed(0)} ms`;
}

/** A ratio such as "2.31×". */
export function times(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(2)}×` : 'n/a';
}

/** A ratio check: `numerator ÷ denominator ≤ limit`. */
export function ratioCheck(target: string, check: string, numerator: number, denominator: number, limit: number): TargetCheck {
  const value = numerator / denominator;
  return { target, check, value: times(value), limit: `≤ ${limit.toFixed(1)}×`, pass: Number.isFinite(value) && value <= limit };
}

/** A check with a pass condition and its own wording. */
export function check(target: string, checkName: string, value: string, limit: string, pass: boolean | null): TargetCheck {
  return { target, check: checkName, value, limit, pass };
}

/** The latency table: p50, p95, throughput and sample count per workload. */
export function formatMeasurements(rows: MeasurementRow[]): string {
  return formatTable(
    ['Workload', 'p50', 'p95', 'req/s', 'samples', 'note'],
    rows.map(({ name, summary, note }) => [
      name,
      ms(summary.p50),
      ms(summary.p95),
      summary.rps ? summary.rps.toFixed(0) : '-',
      String(summary.samples),
      note ?? '',
    ]),
  );
}

/** The targets table with a PASS/FAIL column. */
export function formatChecks(checks: TargetCheck[]): string {
  return formatTable(
    ['Target', 'Check', 'Measured', 'Target', 'Result'],
    checks.map((item) => [item.target, item.check, item.value, item.limit, item.pass === null ? 'info' : item.pass ? 'PASS' : 'FAIL']),
  );
}

/** Writes the results as JSON under `<dir>/feed-<timestamp>.json` and returns the path. */
export function writeJsonReport(dir: string, startedAt: Date, report: unknown): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `feed-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
