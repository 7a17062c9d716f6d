import { listText } from './format.js';

/** What `--help` says about one command: its forms, what it does, its arguments and options, examples, exit codes. */
export interface CommandHelp {
  /** Each form of the command as typed after `npm run ops --`, with the one line the general usage gives it. */
  forms: readonly (readonly [synopsis: string, summary: string])[];
  /** What the command does. */
  description: string;
  /** Each argument and option with what it means; `-h, --help` is added to every command. */
  options: readonly (readonly [name: string, meaning: string])[];
  examples: readonly string[];
  /** What each exit code means for this command. */
  exitCodes: string;
}

/** The command forms that print one JSON document with `--json`; every other form refuses the option. */
export const JSON_FORMS = ['runs', 'replay --failed', 'schedules list', 'webhooks failing'] as const;

const SOURCE_OPTION = ['--source S', 'one source: pubmed, medrxiv, plos or doaj (any case)'] as const;

/** Every command of `npm run ops`, in the order the usage lists them. */
export const COMMANDS = {
  runs: {
    forms: [['runs [--failed] [--source S] [--limit N] [--json]', 'recent ingestion runs with status and counts']],
    description:
      "Lists ingestion runs with their status, window, counts and errors: first the latest run of each source (so one source's long backfill cannot hide the others), then up to --limit earlier runs, newest first. Needs only the database.",
    options: [
      ['--failed', 'only failed runs (run them again with `replay`)'],
      SOURCE_OPTION,
      ['--limit N', 'how many earlier runs follow the latest ones, a whole number above 0 (default 20)'],
      [
        '--json',
        'print one JSON document instead of the table: { filter: { failed, source, limit }, runs: [...] }, one object per run, in the order of the table, with workflowId, source, status, trigger, windowStart, windowEnd, fetched, inserted, updated, unchanged, duplicates, attempts, error, note, startedAt, finishedAt (ISO 8601 times, null when not set) and latestOfSource (true for the latest run of its source)',
      ],
    ],
    examples: ['npm run ops -- runs --failed', 'npm run ops -- runs --source pubmed --limit 50 --json'],
    exitCodes: '0 listed, also when there is no run; 1 misused (an unknown source, a bad --limit); 2 the database cannot be reached.',
  },
  replay: {
    forms: [
      ['replay <workflowId>', 'run a failed ingestion again with the same input'],
      ['replay --failed [--json]', 'replay every failed ingestion run'],
    ],
    description:
      'Starts a failed ingestion run again under the same workflow id with the same source, trigger and window, and waits for it to end. Safe to repeat: a run that already succeeded is left alone, and a run still going is waited on rather than started twice. With --failed, every failed run is replayed, oldest first, one at a time.',
    options: [
      ['<workflowId>', 'the run to replay, as `runs` lists it (such as ingest:pubmed-2026-08-21T13:05:00Z)'],
      ['--failed', 'replay every failed run instead of one'],
      [
        '--json',
        'with --failed only: print one JSON document instead of the summary line: { replayed, succeeded, failed, skipped, outcomes: [...] }, one outcome per run with workflowId, status (succeeded, failed or skipped) and message; each outcome is also written to stderr as it ends',
      ],
    ],
    examples: ['npm run ops -- replay ingest:doaj-2026-07-02T13:20:00Z', 'npm run ops -- replay --failed --json'],
    exitCodes:
      '0 replayed, or nothing to replay; 1 a run failed again, no run has that workflow id, or misused; 2 the database cannot be reached; 3 Temporal cannot be reached.',
  },
  backfill: {
    forms: [['backfill [--source S] --from YYYY-MM-DD --to YYYY-MM-DD', 'ingest every source (or one) over a date range, in one workflow']],
    description:
      'Starts one backfill workflow for every source (or the one named) over the days from --from to --to (UTC, both included, at most 366 days) and shows its progress until it ends, then the windows that failed and the totals. Run again for the same range, it joins the backfill still running (Ctrl-C stops only the display; the workflow goes on), or reads the range again and adds nothing twice.',
    options: [SOURCE_OPTION, ['--from YYYY-MM-DD', 'the first day to read'], ['--to YYYY-MM-DD', 'the last day to read']],
    examples: [
      'npm run ops -- backfill --from 2026-07-01 --to 2026-07-31',
      'npm run ops -- backfill --source medrxiv --from 2026-01-01 --to 2026-06-30',
    ],
    exitCodes: '0 every window was read; 1 a window or the backfill failed, or misused (dates, source); 3 Temporal cannot be reached.',
  },
  summarise: {
    forms: [['summarise --missing', 'summarise articles that have no AI summary yet']],
    description:
      'Starts a summarisation workflow for every article without a summary (with an AI provider configured by OPENAI_API_KEY, also those the local summariser wrote) and waits for them, 50 at a time, with progress; then prints how many were summarised, skipped and failed.',
    options: [['--missing', 'required: the articles that have no summary from the configured provider']],
    examples: ['npm run ops -- summarise --missing'],
    exitCodes:
      '0 every article was summarised or skipped; 1 one failed, or --missing was left out; 2 the database cannot be reached; 3 Temporal cannot be reached.',
  },
  classify: {
    forms: [['classify', 'classify the study design of every stored article again']],
    description:
      'Classifies the study design (and sample size) of every stored article again, 500 per transaction with progress, from the source types stored with it and its wording, and prints how many changed. Repeating it changes nothing. Needs only the database.',
    options: [],
    examples: ['npm run ops -- classify'],
    exitCodes: '0 classified, also when no article is stored; 1 misused (an unknown option); 2 the database cannot be reached.',
  },
  status: {
    forms: [['status refresh [--since YYYY-MM-DD]', 're-read stored PubMed papers and medRxiv preprints for new notices, in one workflow']],
    description:
      'Starts one refreshStatuses workflow over every stored PubMed paper and medRxiv preprint (or those public since a day), re-reading them at their sources for retractions, errata, expressions of concern and journal versions, shows its progress until it ends, then prints how many changed status. Run again, it joins the refresh still running, or reads the papers again and changes nothing already recorded.',
    options: [
      ['refresh', 'the action (required)'],
      ['--since YYYY-MM-DD', 'only papers public since that day'],
    ],
    examples: ['npm run ops -- status refresh', 'npm run ops -- status refresh --since 2026-01-01'],
    exitCodes: '0 refreshed; 1 the refresh failed, or misused; 3 Temporal cannot be reached.',
  },
  schedules: {
    forms: [
      ['schedules pause|resume [--source S]', 'pause or resume the hourly ingestion schedules'],
      ['schedules list [--source S] [--json]', 'show the hourly ingestion schedules'],
    ],
    description:
      'Pauses, resumes or shows the hourly ingestion schedule of every source (or the one named). A paused schedule stays paused when the worker starts again. list (also with no action) shows whether each is paused, its overlap policy, and its next and latest runs. Needs only Temporal.',
    options: [
      ['pause|resume|list', 'the action (list when left out)'],
      SOURCE_OPTION,
      [
        '--json',
        'with list only: print one JSON document instead of the table: { schedules: [...] }, one object per schedule with scheduleId, source, paused, overlap, nextRunAt, latestRunAt and latestWorkflowId (ISO 8601 times, null when there is none)',
      ],
    ],
    examples: ['npm run ops -- schedules pause --source pubmed', 'npm run ops -- schedules list --json'],
    exitCodes: '0 done; 1 misused (an unknown action or source); 3 Temporal cannot be reached.',
  },
  premium: {
    forms: [
      ['premium grant --user U [--until YYYY-MM-DD]', 'give a reader Premium without payment (through that day, UTC)'],
      ['premium revoke --user U', "end a reader's granted Premium now"],
    ],
    description:
      'grant gives a reader Premium without payment, through a day (UTC) or until revoked, labelled as granted and by whom, never as paid; a reader with a paid subscription is refused. revoke ends a granted Premium now. Needs only the database.',
    options: [
      ['grant|revoke', 'the action (required)'],
      ['--user U', "the reader's username (required)"],
      ['--until YYYY-MM-DD', 'with grant: the last day of Premium; without it the grant has no end'],
    ],
    examples: ['npm run ops -- premium grant --user alice --until 2026-12-31', 'npm run ops -- premium revoke --user alice'],
    exitCodes:
      '0 granted or revoked; 1 refused (no such reader, a paid subscription, nothing to revoke) or misused; 2 the database cannot be reached.',
  },
  digest: {
    forms: [
      ['digest send --user <username>', "send a reader's digest for the current period now (at most once)"],
      ['digest run --at <ISO time>', 'run the digest tick of the delivery slot at that time'],
    ],
    description:
      "send sends a reader's digest for the current period now, under the same workflow id as the scheduled send of that period, so it goes out once whoever asks first; when the period has nothing new so far it starts nothing and the scheduled digest still goes out. run runs the tick of the delivery slot at that time as the schedule would, and prints how many readers were due and how many digests it started; repeating it starts nothing twice.",
    options: [
      ['send|run', 'the action (required)'],
      ['--user <username>', 'with send: the reader'],
      ['--at <ISO time>', 'with run: a delivery slot, such as 2026-11-29T09:00:00-05:00'],
    ],
    examples: ['npm run ops -- digest send --user alice', 'npm run ops -- digest run --at 2026-11-29T09:00:00-05:00'],
    exitCodes:
      '0 sent, nothing to send, or ticked; 1 the mail server rejected the digest, no such reader, a reader without the digest or Premium, a time that is no delivery slot, or misused; 2 the database cannot be reached; 3 Temporal cannot be reached.',
  },
  webhooks: {
    forms: [['webhooks failing [--json]', 'webhooks failing now or disabled, with their last error']],
    description:
      "Lists the webhooks failing now or turned off, longest failing first, with their reader, since when they fail, when they were turned off, their failed and pending deliveries, the URL and the last error. Each delivery's tries are in the Temporal UI as webhook-delivery:<id>. Needs only the database.",
    options: [
      ['failing', 'the action (required)'],
      [
        '--json',
        'print one JSON document instead of the table: { webhooks: [...] }, one object per webhook with id, username, url, failingSince, disabledAt (ISO 8601 times or null), failedDeliveries, pendingDeliveries and lastError',
      ],
    ],
    examples: ['npm run ops -- webhooks failing', 'npm run ops -- webhooks failing --json'],
    exitCodes: '0 no webhook is failing; 1 at least one is listed (with --json too), or misused; 2 the database cannot be reached.',
  },
} as const satisfies Record<string, CommandHelp>;

/** The name of a command of `npm run ops`. */
export type CommandName = keyof typeof COMMANDS;

/** True when `name` is a command of `npm run ops`. */
export function isCommand(name: string): name is CommandName {
  return Object.hasOwn(COMMANDS, name);
}

const WIDTH = 100;

// Breaks text into lines of at most WIDTH characters at spaces, every line after the first indented by `indent`.
function wrap(text: string, indent: number, first = ''): string[] {
  const lines: string[] = [];
  let line = first;
  for (const word of text.split(' ')) {
    if (line.trim() !== '' && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = ' '.repeat(indent) + word;
    } else {
      line = line.length === 0 || line.endsWith(' ') ? line + word : `${line} ${word}`;
    }
  }
  lines.push(line);
  return lines;
}

// Two columns: each name padded to the widest, each meaning wrapped under itself.
function columns(rows: readonly (readonly [string, string])[], indent = 2): string[] {
  const width = Math.max(...rows.map(([name]) => name.length));
  return rows.flatMap(([name, meaning]) => wrap(meaning, indent + width + 2, `${' '.repeat(indent)}${name.padEnd(width)}  `));
}

/** What the exit codes of every command mean, as `ops-context.ts`'s OpsError and each command's result use them. */
export const EXIT_CODES = [
  ['0', 'done'],
  ['1', 'failed, found what it reports (such as a failing webhook), or misused (unknown command, option or value)'],
  ['2', 'the database cannot be reached'],
  ['3', 'Temporal cannot be reached'],
] as const;

const SYNOPSIS_WIDTH = 48;

/** The general usage: every command with one line, the options every command takes, the sources and the exit codes. */
export const USAGE = [
  'Usage: npm run ops -- <command> [arguments] [options]',
  'Commands:',
  ...Object.values(COMMANDS).flatMap((command: CommandHelp) =>
    command.forms.map(([synopsis, summary]) =>
      synopsis.length > SYNOPSIS_WIDTH ? `  ${synopsis}  ${summary}` : `  ${synopsis.padEnd(SYNOPSIS_WIDTH)}  ${summary}`,
    ),
  ),
  'Options:',
  ...columns([
    ['-h, --help', "print this usage, or with a command that command's own help, and exit 0 without connecting to anything"],
    [
      '--json',
      `print the result as one JSON document on stdout (nothing else; progress goes to stderr); only ${listText(JSON_FORMS)} take it`,
    ],
  ]),
  'Sources: pubmed, medrxiv, plos, doaj.',
  'Exit codes:',
  ...columns(EXIT_CODES),
].join('\n');

/** One command's own help: its forms, what it does, its arguments and options, examples and exit codes. */
export function commandHelp(name: CommandName): string {
  const command: CommandHelp = COMMANDS[name];
  const forms = command.forms.map(([synopsis]) => `npm run ops -- ${synopsis}`);
  return [
    ...(forms.length === 1 ? [`Usage: ${forms[0]}`] : ['Usage:', ...forms.map((form) => `  ${form}`)]),
    '',
    ...wrap(command.description, 0),
    '',
    'Arguments and options:',
    ...columns([...command.options, ['-h, --help', 'print this help and exit 0']]),
    '',
    'Examples:',
    ...command.examples.map((example) => `  ${example}`),
    '',
    ...wrap(`Exit code: ${command.exitCodes}`, 2),
  ].join('\n');
}
