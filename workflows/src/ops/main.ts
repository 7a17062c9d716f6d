import 'reflect-metadata';
import { ConfigError, loadEnv } from '#graph/config/env.js';
import { runOps } from './cli.js';

// The `npm run ops` entry: runs one command and exits with its code.
try {
  const code = await runOps(process.argv.slice(2), loadEnv(), {
    log: (line) => process.stdout.write(`${line}\n`),
    error: (line) => process.stderr.write(`${line}\n`),
    interactive: process.stdout.isTTY === true,
  });
  process.exit(code);
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `The command failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`}\n`,
  );
  process.exit(1);
}
