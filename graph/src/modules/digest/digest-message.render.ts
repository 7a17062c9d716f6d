import { mailDomain } from '../../lib/mailer.js';
import { splitSentences } from '../../text/sentences.js';
import type { SourceName } from '../ingestion/article-draft.types.js';
import { signUnsubscribeToken } from './unsubscribe-token.rules.js';
import type { DigestArticleRow } from './digest.queries.js';
import type { DigestFrequency } from './email-preferences.entity.js';

/** One article as a digest email shows it. */
export interface DigestEmailArticle {
  id: number;
  /** The simplified title, or the original when there is none yet. */
  title: string;
  /** The original title, shown when it differs. */
  originalTitle: string | null;
  /** The first two sentences of the plain-language summary; null while the summary is being written. */
  summary: string | null;
  source: SourceName;
  publishedDate: Date;
  url: string;
}

/** One part of a digest email: a saved search's papers, or the rest; `title` is null when the digest has one part only. */
export interface DigestEmailSection {
  title: string | null;
  articles: DigestEmailArticle[];
  /** How many new papers the part holds, listed or not. */
  totalCount: number;
}

/** Everything a digest template needs; templates only lay it out. */
export interface DigestEmailContent {
  recipientName: string;
  frequency: DigestFrequency;
  periodKey: string;
  periodStart: Date;
  periodEnd: Date;
  sections: DigestEmailSection[];
  totalCount: number;
  links: { feed: string; settings: string; unsubscribe: string };
}

/** A rendered email: subject line, HTML part and plain-text part. */
export interface RenderedDigest {
  subject: string;
  html: string;
  text: string;
}

export type DigestRenderer = (content: DigestEmailContent) => Promise<RenderedDigest>;

/** The settings the sender needs: where readers reach Paperlight, the From address and the link secret. */
export interface DigestMailSettings {
  publicUrl: string;
  from: string;
  linkSecret: string;
}

/** The Message-ID of a reader's digest for a period: the same for every try, so a mail system can spot a repeat. */
export function digestMessageId(userId: number, periodKey: string, from: string): string {
  return `<digest.${userId}.${periodKey}@${mailDomain(from)}>`;
}

/** The link that shows the one-button unsubscribe page, and takes RFC 8058's one-click POST. */
export function unsubscribeUrl(settings: DigestMailSettings, userId: number): string {
  return `${settings.publicUrl}/email/unsubscribe?token=${encodeURIComponent(signUnsubscribeToken(settings.linkSecret, userId))}`;
}

/** The first two sentences of a summary. */
export function twoSentences(summary: string | null): string | null {
  if (!summary?.trim()) return null;
  return splitSentences(summary).slice(0, 2).join(' ');
}

function emailArticle(settings: DigestMailSettings, row: DigestArticleRow): DigestEmailArticle {
  const title = row.simplified_title?.trim() || row.title;
  return {
    id: row.id,
    title,
    originalTitle: title === row.title ? null : row.title,
    summary: twoSentences(row.ai_summary),
    source: row.source,
    publishedDate: new Date(row.published_date),
    url: `${settings.publicUrl}/article/${row.id}`,
  };
}

/** The heading of the part holding papers that match none of the reader's saved searches. */
export const OTHER_PAPERS_TITLE = 'Other new papers from your sources';

/**
 * Builds what the template lays out from the selected sections and the reader: a saved search's part is headed by its
 * name, and the rest by OTHER_PAPERS_TITLE unless it is the only part.
 */
export function digestEmailContent(
  settings: DigestMailSettings,
  reader: { userId: number; name: string },
  digest: {
    frequency: DigestFrequency;
    periodKey: string;
    periodStart: Date;
    periodEnd: Date;
    sections: readonly { name: string | null; rows: DigestArticleRow[]; totalCount: number }[];
    totalCount: number;
  },
): DigestEmailContent {
  const searched = digest.sections.some((section) => section.name !== null);
  return {
    recipientName: reader.name,
    frequency: digest.frequency,
    periodKey: digest.periodKey,
    periodStart: digest.periodStart,
    periodEnd: digest.periodEnd,
    totalCount: digest.totalCount,
    sections: digest.sections.map((section) => ({
      title: section.name ?? (searched ? OTHER_PAPERS_TITLE : null),
      articles: section.rows.map((row) => emailArticle(settings, row)),
      totalCount: section.totalCount,
    })),
    links: {
      feed: `${settings.publicUrl}/`,
      settings: `${settings.publicUrl}/email-settings`,
      unsubscribe: unsubscribeUrl(settings, reader.userId),
    },
  };
}

/** The headers of a digest: RFC 8058 one-click unsubscribe, which the large mailbox providers require of bulk mail. */
export function digestHeaders(settings: DigestMailSettings, userId: number): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(settings, userId)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': `Paperlight digest <digest.${mailDomain(settings.from)}>`,
  };
}
