import { registerEnumType } from 'type-graphql';

/** What a notice does to the paper it names. */
export enum NoticeKind {
  CORRECTION = 'correction',
  EXPRESSION_OF_CONCERN = 'expression-of-concern',
  RETRACTION = 'retraction',
  WITHDRAWAL = 'withdrawal',
}

export const NOTICE_KINDS: readonly NoticeKind[] = Object.values(NoticeKind);

registerEnumType(NoticeKind, {
  name: 'NoticeKind',
  description: 'What a notice does to the paper it names.',
  valuesConfig: {
    CORRECTION: { description: 'An erratum or correction.' },
    EXPRESSION_OF_CONCERN: { description: 'An expression of concern.' },
    RETRACTION: { description: 'A retraction.' },
    WITHDRAWAL: { description: 'A withdrawal.' },
  },
});
