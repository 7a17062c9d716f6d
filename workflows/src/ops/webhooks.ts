import { listFailingWebhooks } from '#graph/modules/webhook/webhook-delivery.service.js';
import { isoTime, table, utc } from './format.js';
import { printJson, type OpsContext, type OutputFormat } from './ops-context.js';

/** One failing or disabled webhook in `webhooks failing --json`. */
export interface FailingWebhookJson {
  id: number;
  username: string;
  url: string;
  failingSince: string | null;
  disabledAt: string | null;
  failedDeliveries: number;
  pendingDeliveries: number;
  lastError: string | null;
}

/**
 * Prints the webhooks failing now or disabled, longest failing first: the reader, the URL, since when it fails, when
 * it was disabled, its failed and pending deliveries, and the last error. As JSON: `{ webhooks }`. Exits 0 when there
 * are none, else 1, in either format.
 */
export async function printFailingWebhooks(ctx: OpsContext, format: OutputFormat): Promise<number> {
  const rows = await listFailingWebhooks({ em: await ctx.em() });
  const code = rows.length === 0 ? 0 : 1;
  if (format === 'json') {
    const webhooks: FailingWebhookJson[] = rows.map((row) => ({
      id: row.id,
      username: row.username,
      url: row.url,
      failingSince: isoTime(row.failingSince),
      disabledAt: isoTime(row.disabledAt),
      failedDeliveries: row.failed,
      pendingDeliveries: row.pending,
      lastError: row.lastError,
    }));
    printJson(ctx.out, { webhooks });
    return code;
  }
  if (rows.length === 0) {
    ctx.out.log('No webhook is failing.');
    return code;
  }
  const lines = table(
    ['ID', 'READER', 'FAILING SINCE (UTC)', 'DISABLED (UTC)', 'FAILED', 'PENDING', 'URL'],
    rows.map((row) => [
      String(row.id),
      row.username,
      utc(row.failingSince),
      utc(row.disabledAt),
      String(row.failed),
      String(row.pending),
      row.url,
    ]),
  );
  ctx.out.log(lines[0]);
  rows.forEach((row, index) => {
    ctx.out.log(lines[index + 1]);
    if (row.lastError) ctx.out.log(`    last error: ${row.lastError}`);
  });
  const disabled = rows.filter((row) => row.disabledAt).length;
  ctx.out.log(
    `${rows.length} webhook${rows.length === 1 ? '' : 's'} failing, ${disabled} of them disabled. Each delivery's tries are in the Temporal UI as webhook-delivery:<id>.`,
  );
  return code;
}
