import { listFailingWebhooks } from '#graph/modules/webhook/webhook-delivery.service.js';
import { table, utc } from './format.js';
import type { OpsContext } from './ops-context.js';

/**
 * Prints the webhooks failing now or disabled, longest failing first: the reader, the URL, since when it fails, when
 * it was disabled, its failed and pending deliveries, and the last error. Exits 0 when there are none, else 1.
 */
export async function printFailingWebhooks(ctx: OpsContext): Promise<number> {
  const rows = await listFailingWebhooks({ em: await ctx.em() });
  if (rows.length === 0) {
    ctx.out.log('No webhook is failing.');
    return 0;
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
  return 1;
}
