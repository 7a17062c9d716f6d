import { parseArgs } from 'node:util';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Client, Connection } from '@temporalio/client';
import type { Env } from '#graph/config/env.js';
import type { SourceName } from '#graph/modules/ingestion/article-draft.types.js';
import { INGESTED_SOURCES, INGESTION_TASK_QUEUE, sourceKey } from '../contracts.js';
import { resolveConnections } from '../runtime.js';
import { classifyStoredArticles } from '#graph/modules/ingestion/ingestion.service.js';
import { backfill } from './backfill.js';
import { runDigestTick, sendReaderDigest } from './digest.js';
import { listText } from './format.js';
import { commandHelp, isCommand, JSON_FORMS, USAGE, type CommandName } from './help.js';
import {
  configuredProvider,
  connectOpsTemporal,
  openOpsDatabase,
  OpsError,
  type OpsContext,
  type OpsOutput,
  type OutputFormat,
} from './ops-context.js';
import { startProgress, type Progress } from './progress.js';
import { replayFailedCommand, replayRun } from './replay.js';
import { grantPremiumCommand, revokePremiumCommand } from './premium.js';
import { printRuns } from './runs.js';
import { pauseSchedules, printSchedules } from './schedules.js';
import { summariseMissing } from './summarise.js';
import { refreshStatusesCommand } from './status-refresh.js';
import { printFailingWebhooks } from './webhooks.js';

function readSource(value: string | undefined, required: boolean): SourceName | null {
  if (value === undefined) {
    if (required) throw new OpsError('--source is required: pubmed, medrxiv, plos or doaj.');
    return null;
  }
  const source = INGESTED_SOURCES.find((name) => sourceKey(name) === value.toLowerCase());
  if (!source) throw new OpsError(`Unknown source "${value}"; use pubmed, medrxiv, plos or doaj.`);
  return source;
}

type Values = {
  failed?: boolean;
  missing?: boolean;
  source?: string;
  from?: string;
  to?: string;
  limit?: string;
  user?: string;
  until?: string;
  at?: string;
  since?: string;
  json?: boolean;
  help?: boolean;
};

const OPTIONS = {
  failed: { type: 'boolean' },
  missing: { type: 'boolean' },
  source: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  limit: { type: 'string' },
  user: { type: 'string' },
  until: { type: 'string' },
  at: { type: 'string' },
  since: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

// The form of a command as JSON_FORMS names it: the command, with its action or `--failed` where those decide what it does.
function formOf(command: CommandName, action: string | undefined, values: Values): string {
  switch (command) {
    case 'replay':
      return values.failed ? 'replay --failed' : 'replay';
    case 'schedules':
      return `schedules ${action ?? 'list'}`;
    case 'status':
    case 'premium':
    case 'digest':
    case 'webhooks':
      return action === undefined ? command : `${command} ${action}`;
    default:
      return command;
  }
}

function unknownCommand(name: string): OpsError {
  return new OpsError(`Unknown command "${name}".\n${USAGE}`);
}

// `--help` or `-h` anywhere answers help before anything else is checked, so a help request is never refused for the
// other options it carries. Returns the command named, '' for none, or null when no help was asked for.
function helpRequest(argv: string[]): string | null {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, strict: false, options: OPTIONS });
  return values.help === true ? (positionals[0] ?? '') : null;
}

async function dispatch(ctx: OpsContext, command: CommandName, args: string[], values: Values, format: OutputFormat): Promise<number> {
  const out = ctx.out;
  switch (command) {
    case 'runs': {
      const limit = Number(values.limit ?? 20);
      if (!Number.isInteger(limit) || limit < 1) throw new OpsError(`--limit must be a whole number above 0; it is "${values.limit}".`);
      return printRuns(ctx, { failed: values.failed === true, source: readSource(values.source, false), limit }, format);
    }
    case 'replay': {
      if (values.failed) return replayFailedCommand(ctx, format);
      if (!args[0]) throw new OpsError('replay needs a workflow id, or --failed to replay every failed run.');
      const outcome = await replayRun(ctx, args[0]);
      (outcome.status === 'failed' ? out.error : out.log)(outcome.message);
      return outcome.status === 'failed' ? 1 : 0;
    }
    case 'backfill': {
      const source = readSource(values.source, false);
      const sources = source ? [source] : [...INGESTED_SOURCES];
      if (!values.from || !values.to) throw new OpsError('backfill needs --from and --to, as YYYY-MM-DD.');
      const label = source ?? 'all sources';
      const bar: { progress: Progress | null } = { progress: null };
      const result = await backfill(ctx, {
        sources,
        from: values.from,
        to: values.to,
        onStart: (workflowId) => out.log(`Backfill ${workflowId} started; follow it in the Temporal UI or here.`),
        onProgress: (step) => {
          bar.progress ??= startProgress(out, `Backfilling ${label}`, step.days, 'days');
          bar.progress.update(step.done, `${step.day ?? ''} · ${step.inserted} new · ${step.failed} failed`);
        },
      });
      bar.progress?.stop();
      for (const failure of result.failures) out.error(`failed: ${failure}`);
      const windows = result.succeeded + result.failed;
      out.log(
        `Backfilled ${label} from ${values.from} to ${values.to} in one workflow (${result.runs} run${result.runs === 1 ? '' : 's'}): ${result.days} days, ${windows} window${windows === 1 ? '' : 's'} read, ${result.failed} failed; ${result.fetched} fetched, ${result.inserted} new, ${result.updated} updated.`,
      );
      return result.failed ? 1 : 0;
    }
    case 'status': {
      if (args[0] !== 'refresh') throw new OpsError('status needs refresh: npm run ops -- status refresh [--since YYYY-MM-DD].');
      const bar: { progress: Progress | null } = { progress: null };
      const result = await refreshStatusesCommand(ctx, {
        since: values.since ?? null,
        onStart: (workflowId) => out.log(`Status refresh ${workflowId} started; follow it in the Temporal UI or here.`),
        onProgress: (step) => {
          bar.progress ??= startProgress(out, 'Re-checking statuses', step.total, 'papers');
          bar.progress.update(step.checked, `${step.changed} changed`);
        },
      });
      bar.progress?.stop();
      out.log(
        `Re-checked ${result.checked} of ${result.total} stored papers in one workflow (${result.runs} run${result.runs === 1 ? '' : 's'}): ${result.changed} changed status, ${result.updated} otherwise updated.`,
      );
      return 0;
    }
    case 'summarise': {
      if (!values.missing) throw new OpsError('summarise needs --missing (it re-summarises the articles that have no AI summary).');
      const bar: { progress: Progress | null } = { progress: null };
      const result = await summariseMissing(ctx, (step) => {
        bar.progress ??= startProgress(out, 'Summarising', step.total, 'articles');
        bar.progress.update(step.done, `${step.failed} failed`);
      });
      bar.progress?.stop();
      for (const failure of result.failures) out.error(`failed: ${failure}`);
      out.log(
        result.total === 0
          ? `Every article already has a summary from the ${ctx.summariser.provider} provider.`
          : `Summarised ${result.summarised} of ${result.total} articles with the ${ctx.summariser.provider} provider; ${result.skipped} skipped, ${result.failed} failed.`,
      );
      return result.failed ? 1 : 0;
    }
    case 'classify': {
      const bar: { progress: Progress | null } = { progress: null };
      const result = await classifyStoredArticles({ em: await ctx.em() }, (step) => {
        bar.progress ??= startProgress(out, 'Classifying study designs', step.total, 'articles');
        bar.progress.update(step.done, `${step.changed} changed`);
      });
      bar.progress?.stop();
      out.log(
        result.done === 0
          ? 'No articles are stored yet.'
          : `Classified ${result.done} articles: ${result.changed} changed, ${result.done - result.changed} already up to date.`,
      );
      return 0;
    }
    case 'schedules': {
      const source = readSource(values.source, false);
      const sources = source ? [source] : INGESTED_SOURCES;
      if (args[0] === 'pause' || args[0] === 'resume') return pauseSchedules(ctx, args[0] === 'pause', sources);
      if (args[0] === 'list' || args[0] === undefined) return printSchedules(ctx, sources, format);
      throw new OpsError(`Unknown schedules action "${args[0]}"; use pause, resume or list.`);
    }
    case 'premium': {
      const action = args[0];
      if (action !== 'grant' && action !== 'revoke') throw new OpsError(`Unknown premium action "${action ?? ''}"; use grant or revoke.`);
      if (!values.user) throw new OpsError(`premium ${action} needs --user <username>.`);
      if (action === 'revoke') {
        if (values.until) throw new OpsError('premium revoke ends the grant now; it takes no --until.');
        return revokePremiumCommand(ctx, values.user);
      }
      return grantPremiumCommand(ctx, values.user, values.until ?? null);
    }
    case 'digest': {
      if (args[0] === 'send') {
        if (!values.user) throw new OpsError('digest send needs --user <username>.');
        return sendReaderDigest(ctx, values.user);
      }
      if (args[0] === 'run') {
        if (!values.at) throw new OpsError('digest run needs --at <ISO time>, such as 2026-11-29T09:00:00-05:00.');
        return runDigestTick(ctx, values.at);
      }
      throw new OpsError(`Unknown digest action "${args[0] ?? ''}"; use send --user <username> or run --at <ISO time>.`);
    }
    case 'webhooks': {
      if (args[0] !== 'failing') throw new OpsError(`Unknown webhooks action "${args[0] ?? ''}"; use failing.`);
      return printFailingWebhooks(ctx, format);
    }
  }
}

/**
 * Runs one operators' command and returns its exit code: 0 done, 1 failed or misused, 2 database unreachable,
 * 3 Temporal unreachable. `--help` or `-h` prints the usage, or the named command's own help, and returns 0 without
 * connecting to anything; `--json` makes a listing print one JSON document and is refused by the other commands before
 * they connect. Everything it prints goes through `out`; connections opened are closed before returning.
 */
export async function runOps(argv: string[], env: Env, out: OpsOutput, taskQueue = INGESTION_TASK_QUEUE): Promise<number> {
  const connections = resolveConnections(env);
  const opened: { orm: MikroORM | null; temporal: { client: Client; connection: Connection } | null } = { orm: null, temporal: null };
  const ctx: OpsContext = {
    out,
    taskQueue,
    summariser: configuredProvider(env),
    em: async () => (opened.orm ??= await openOpsDatabase(connections)).em.fork(),
    client: async () => (opened.temporal ??= await connectOpsTemporal(connections)).client,
  };
  try {
    const help = helpRequest(argv);
    if (help !== null) {
      if (help !== '' && !isCommand(help)) throw unknownCommand(help);
      out.log(help === '' ? USAGE : commandHelp(help));
      return 0;
    }
    const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
    const [command, ...args] = positionals;
    if (command === undefined) throw new OpsError(USAGE);
    if (!isCommand(command)) throw unknownCommand(command);
    const form = formOf(command, args[0], values);
    if (values.json && !(JSON_FORMS as readonly string[]).includes(form)) {
      throw new OpsError(`${form} does not print JSON; --json works only with ${listText(JSON_FORMS)}. Leave --json out.`);
    }
    return await dispatch(ctx, command, args, values, values.json ? 'json' : 'text');
  } catch (error) {
    if (error instanceof OpsError) {
      out.error(error.message);
      return error.exitCode;
    }
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      out.error(`${error.message}\n${USAGE}`);
      return 1;
    }
    throw error;
  } finally {
    await opened.orm?.close(true);
    await opened.temporal?.connection.close();
  }
}
