import type { ArticleStatus, NoticeKind } from '../../../gql/graphql';

/** How each status reads on a label (docs/product/feed.md#status-after-publication); ACTIVE shows none. */
export const STATUS_LABELS: Readonly<Record<Exclude<ArticleStatus, 'ACTIVE'>, string>> = {
  RETRACTED: 'Retracted',
  WITHDRAWN: 'Withdrawn',
  EXPRESSION_OF_CONCERN: 'Expression of concern',
  CORRECTED: 'Corrected',
};

/** How a link to each kind of notice reads. */
export const NOTICE_LINK_LABELS: Readonly<Record<NoticeKind, string>> = {
  RETRACTION: 'Retraction notice',
  WITHDRAWAL: 'Withdrawal notice',
  EXPRESSION_OF_CONCERN: 'Expression of concern',
  CORRECTION: 'Correction notice',
};

/** Whether a status means the paper's findings should not be relied on: the loud label and banner. */
export function isRetracted(status: ArticleStatus): status is 'RETRACTED' | 'WITHDRAWN' {
  return status === 'RETRACTED' || status === 'WITHDRAWN';
}
