import type { EntityManager } from '@mikro-orm/postgresql';
import { MailDeliveryError, type Mailer, type OutgoingMail } from '../../lib/mailer.js';
import { getSubscriptionStatus } from '../membership/membership.service.js';
import { User } from '../user/user.entity.js';
import { DigestDelivery, type DigestDeliverySection, type DigestDeliveryStatus } from './digest-delivery.entity.js';
import {
  digestEmailContent,
  digestHeaders,
  digestMessageId,
  type DigestMailSettings,
  type DigestRenderer,
} from './digest-message.render.js';
import {
  deleteSentArticles,
  insertDelivery,
  insertSentArticles,
  moveDelivery,
  selectArticlesById,
  type NewDelivery,
} from './digest.queries.js';
import { selectDigest, type DigestSelectionSection } from './digest.service.js';
import type { DigestFrequency } from './email-preferences.entity.js';
import { readEmailPreferences } from './email-preferences.service.js';

/** What sending needs beyond the database: a mailer, the templates and the mail settings. */
export interface DigestSender {
  mailer: Mailer;
  render: DigestRenderer;
  settings: DigestMailSettings;
}

export interface DeliverDigestInput {
  userId: number;
  periodKey: string;
  frequency: DigestFrequency;
  /** When the period ends: the slot's instant, or the moment an operator sent it early. */
  periodEnd: Date;
  /** The slot that closes the period, when it is sent before it (`digest send`); `periodEnd` otherwise. */
  slotInstant?: Date;
}

/** What one call did. `skipped`: the reader no longer wants the digest or lost access, so nothing was recorded or sent. */
export interface DigestDeliveryOutcome {
  status: DigestDeliveryStatus | 'skipped';
  /** True when an earlier call had already settled this period, so this one did nothing. */
  alreadySettled: boolean;
  messageId: string;
  to: string | null;
  articleCount: number;
  totalCount: number;
}

const SETTLED: ReadonlySet<DigestDeliveryStatus> = new Set(['sent', 'empty', 'unconfirmed', 'failed', 'cancelled']);
const ROUNDS = 4;

interface Context {
  em: EntityManager;
  now: () => Date;
}

function outcomeOf(row: DigestDelivery, alreadySettled: boolean, to: string | null): DigestDeliveryOutcome {
  return {
    status: row.status,
    alreadySettled,
    messageId: row.messageId,
    to,
    articleCount: row.articleIds.length,
    totalCount: row.totalCount,
  };
}

async function findRow(ctx: Context, input: DeliverDigestInput): Promise<DigestDelivery | null> {
  return ctx.em.findOne(DigestDelivery, { user: input.userId, periodKey: input.periodKey }, { refresh: true });
}

/** The reader, when they still want the digest and have Premium access now; null otherwise. */
async function eligibleReader(ctx: Context, userId: number) {
  const user = await ctx.em.findOne(User, { id: userId });
  if (!user) return null;
  const preferences = await readEmailPreferences(ctx.em, userId);
  if (!preferences.emailDigest || !(await getSubscriptionStatus(ctx, user)).hasAccess) return null;
  return { user, preferences };
}

/** The sections a delivery row froze, as rows; a row written before sections were kept is one section of its articles. */
async function frozenSections(ctx: Context, row: DigestDelivery): Promise<DigestSelectionSection[]> {
  const frozen: DigestDeliverySection[] = row.sections.length
    ? row.sections
    : [{ savedSearchId: null, name: null, articleIds: row.articleIds, totalCount: row.totalCount }];
  const byId = new Map((await selectArticlesById(ctx.em, row.articleIds)).map((article) => [article.id, article]));
  return frozen.map((section) => ({
    savedSearchId: section.savedSearchId,
    name: section.name,
    rows: section.articleIds.flatMap((id) => byId.get(id) ?? []),
    totalCount: section.totalCount,
  }));
}

/** Records the delivery as being sent, with the articles it lists to the reader, in one transaction; null when another try recorded it first. */
async function claimDelivery(ctx: Context, row: NewDelivery, sections: DigestSelectionSection[]): Promise<number | null> {
  return ctx.em.transactional(async (em) => {
    const id = await insertDelivery(em, {
      ...row,
      sections: sections.map((section) => ({
        savedSearchId: section.savedSearchId,
        name: section.name,
        articleIds: section.rows.map((article) => article.id),
        totalCount: section.totalCount,
      })),
    });
    if (id !== null) await insertSentArticles(em, { userId: row.userId, deliveryId: id, articleIds: row.articleIds });
    return id;
  });
}

async function handOver(ctx: Context, sender: DigestSender, row: { id: number }, mail: OutgoingMail) {
  try {
    await sender.mailer.send(mail);
  } catch (error) {
    const outcome = error instanceof MailDeliveryError ? error.outcome : 'uncertain';
    const reason = error instanceof Error ? error.message : String(error);
    const next = outcome === 'refused' ? 'pending' : outcome === 'rejected' ? 'failed' : 'unconfirmed';
    await moveDelivery(ctx.em, row.id, ['sending'], next, { error: reason });
    // A rejected message never reached the reader, so its papers may go out in a later digest.
    if (next === 'failed') await deleteSentArticles(ctx.em, row.id);
    // A refusal is retried by the caller; a rejection or an uncertain hand-over is settled and never sent again.
    if (next === 'pending' || !(error instanceof MailDeliveryError)) throw error;
    return next;
  }
  await moveDelivery(ctx.em, row.id, ['sending', 'unconfirmed'], 'sent', { sentAt: ctx.now() });
  return 'sent' as const;
}

/**
 * Sends one reader's digest for one period at most once, whatever retries, replays and operators do. The delivery is
 * recorded under its unique (user, period) key before the message is handed over, with a Message-ID derived from that
 * key and the article list frozen (with the papers it lists recorded as sent to the reader, in the same transaction,
 * so no later digest lists them again), then marked sent. The reader's opt-in and Premium access are checked again on every
 * try: without them nothing is sent (`skipped`, or a pending row `cancelled`). A period with nothing new is recorded as
 * `empty`. A server that is down or answers 4xx leaves the row `pending` and throws the MailDeliveryError, so the
 * caller retries; a 5xx settles it as `failed`. A try that finds the row still `sending` (an earlier try was
 * interrupted mid-hand-over) cannot prove the message was not sent, so it settles as `unconfirmed` instead of risking a
 * second copy, unless the mailer can tell (the outbox can). Writes the delivery row; sends at most one email.
 */
export async function deliverDigest(ctx: Context, sender: DigestSender, input: DeliverDigestInput): Promise<DigestDeliveryOutcome> {
  const messageId = digestMessageId(input.userId, input.periodKey, sender.settings.from);
  for (let round = 0; round < ROUNDS; round += 1) {
    const existing = await findRow(ctx, input);
    if (existing && SETTLED.has(existing.status)) return outcomeOf(existing, true, null);
    if (existing?.status === 'sending') {
      const check = await sender.mailer.check(messageId);
      if (check === 'delivered') await moveDelivery(ctx.em, existing.id, ['sending'], 'sent', { sentAt: ctx.now() });
      else if (check === 'unknown') {
        await moveDelivery(ctx.em, existing.id, ['sending'], 'unconfirmed', {
          error: 'An earlier try was interrupted while handing the message over.',
        });
      } else await moveDelivery(ctx.em, existing.id, ['sending'], 'pending');
      continue;
    }
    const reader = await eligibleReader(ctx, input.userId);
    if (!reader) {
      if (existing)
        await moveDelivery(ctx.em, existing.id, ['pending'], 'cancelled', { error: 'The reader turned the digest off or lost access.' });
      return { status: 'skipped', alreadySettled: false, messageId, to: null, articleCount: 0, totalCount: 0 };
    }
    let sections: DigestSelectionSection[];
    let digest: { periodStart: Date; periodEnd: Date; totalCount: number };
    if (existing) {
      sections = await frozenSections(ctx, existing);
      digest = { periodStart: existing.periodStart, periodEnd: existing.periodEnd, totalCount: existing.totalCount };
    } else {
      const period = { periodKey: input.periodKey, slotInstant: input.slotInstant ?? input.periodEnd, periodEnd: input.periodEnd };
      const selection = await selectDigest(
        ctx.em,
        { userId: input.userId, preferences: { ...reader.preferences, frequency: input.frequency } },
        period,
      );
      sections = selection.sections;
      digest = { periodStart: selection.periodStart, periodEnd: selection.periodEnd, totalCount: selection.totalCount };
    }
    const rows = sections.flatMap((section) => section.rows);
    const content = digestEmailContent(
      sender.settings,
      { userId: input.userId, name: reader.user.firstName?.trim() || reader.user.username },
      { frequency: input.frequency, periodKey: input.periodKey, ...digest, sections },
    );
    const rendered = rows.length ? await sender.render(content) : null;
    const base = { userId: input.userId, periodKey: input.periodKey, frequency: input.frequency, messageId, ...digest, sentAt: null };
    if (!rendered) {
      const recorded = existing
        ? await moveDelivery(ctx.em, existing.id, ['pending'], 'empty')
        : (await insertDelivery(ctx.em, { ...base, status: 'empty', articleIds: [], sections: [] })) !== null;
      if (recorded) return { status: 'empty', alreadySettled: false, messageId, to: null, articleCount: 0, totalCount: 0 };
      continue;
    }
    const claimed = existing
      ? await moveDelivery(ctx.em, existing.id, ['pending'], 'sending')
      : (await claimDelivery(ctx, { ...base, status: 'sending', articleIds: rows.map((row) => row.id), sections: [] }, sections)) !== null;
    // Another try claimed the period first: look again at what it recorded.
    if (!claimed) continue;
    const row = existing ?? (await findRow(ctx, input));
    const mail = {
      from: sender.settings.from,
      to: reader.user.email,
      messageId,
      ...rendered,
      headers: digestHeaders(sender.settings, input.userId),
    };
    const status = await handOver(ctx, sender, row as DigestDelivery, mail);
    return { status, alreadySettled: false, messageId, to: reader.user.email, articleCount: rows.length, totalCount: digest.totalCount };
  }
  const settled = await findRow(ctx, input);
  if (settled) return outcomeOf(settled, true, null);
  throw new Error(`The digest delivery for user ${input.userId} and period ${input.periodKey} kept changing under this try.`);
}
