import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export const WEB_DIST = fileURLToPath(new URL('../dist', import.meta.url));

/** The T8 budget for the feed route's initial JavaScript. */
export const INITIAL_JS_BUDGET_BYTES = 170 * 1024;

export interface BundleReport {
  files: Array<{ file: string; bytes: number; gzipBytes: number }>;
  totalBytes: number;
  totalGzipBytes: number;
}

/**
 * The JavaScript a first load of `/` downloads before it can render: the entry chunks (the app and the boot script),
 * the chunks of the steps the app's entry starts the app in (its dynamic imports), and every chunk those import
 * statically, read from the build manifest. Lazy routes are left out.
 */
export function initialJavaScript(distDir = WEB_DIST): BundleReport {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entryKeys.length === 0) throw new Error('The build manifest has no entry chunk');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  entryKeys.forEach(visit);
  // The app's entry starts the app in steps, each a dynamic import (src/main.tsx), all fetched at once on every page.
  for (const key of entryKeys) manifest[key].dynamicImports?.forEach(visit);
  const files = [...seen].map((key) => {
    const source = readFileSync(path.join(distDir, manifest[key].file));
    return { file: manifest[key].file, bytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length };
  });
  return {
    files,
    totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
    totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const report = initialJavaScript();
  for (const file of report.files)
    console.log(`${file.file.padEnd(48)} ${formatKb(file.bytes).padStart(10)} ${formatKb(file.gzipBytes).padStart(10)} gzip`);
  const verdict = report.totalGzipBytes <= INITIAL_JS_BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `Initial JS for /: ${formatKb(report.totalBytes)} minified, ${formatKb(report.totalGzipBytes)} gzip (${verdict} the ${formatKb(INITIAL_JS_BUDGET_BYTES)} budget)`,
  );
  if (verdict === 'OVER') process.exitCode = 1;
}
