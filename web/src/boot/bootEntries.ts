import type { BootEntry } from './bootTypes';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, item]) => item !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, canonical(item)]),
    );
  }
  return value;
}

/** Variables compared by value, independent of key order and undefined entries. */
export function sameVariables(a: Record<string, unknown> | undefined, b: Record<string, unknown> | undefined): boolean {
  return JSON.stringify(canonical(a ?? {})) === JSON.stringify(canonical(b ?? {}));
}

/** Removes and returns the boot script's entry for this operation, if it sent one. */
export function takeBootEntry(operationName: string, variables: Record<string, unknown> | undefined): BootEntry | null {
  const entries = window.__paperlightBoot;
  const index = entries?.findIndex((entry) => entry.operationName === operationName && sameVariables(entry.variables, variables)) ?? -1;
  if (!entries || index === -1) return null;
  return entries.splice(index, 1)[0];
}
