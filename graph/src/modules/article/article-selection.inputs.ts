import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { ARTICLE_FIELDS, type ArticleField } from './article-shape.rules.js';
import { WHOLE_ARTICLES, type FeedSelection } from './article.service.js';

/** GraphQL fields of an article computed from stored properties, with the properties they read. */
const COMPUTED_FROM: Readonly<Record<string, readonly ArticleField[]>> = {
  // The database id is the row's `id`, which every page reads.
  databaseId: [],
  peerReviewed: ['isPreprint'],
  notices: ['status'],
  statusNotice: ['status'],
  publishedVersion: ['publishedDoi'],
  summary: [
    'aiSummary',
    'summaryProvider',
    'summaryModel',
    'summarisedAt',
    'summaryReadingGrade',
    'summaryReadingDifficulty',
    'summaryNumbersTraceable',
    'summaryQualityFlag',
  ],
};

/** What `summary(level: …)` reads beside its plain columns, when a level is asked for. */
const DETAILED_SUMMARY: readonly ArticleField[] = [
  'detailedSummary',
  'detailedSummaryReadingGrade',
  'detailedSummaryReadingDifficulty',
  'detailedSummaryNumbersTraceable',
];

const isArticleField = (name: string): name is ArticleField => (ARTICLE_FIELDS as readonly string[]).includes(name);

/** The fields selected directly in a selection set, through fragment spreads and inline fragments. */
function selectedFields(set: SelectionSetNode | undefined, info: GraphQLResolveInfo): FieldNode[] {
  if (!set) return [];
  return set.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return selectedFields(selection.selectionSet, info);
    return selectedFields(info.fragments[selection.name.value]?.selectionSet, info);
  });
}

const named = (fields: FieldNode[], name: string) => fields.filter((field) => field.name.value === name);

/**
 * What a query of an article connection shows, read from its selection (`edges { node { … } }`, `nodes { … }` and
 * `totalCount`, through fragments), so the page reads only those columns and values. A field it does not know reads
 * the whole article. `@skip` and `@include` are not evaluated: a field under either is read.
 */
export function readFeedSelection(info: GraphQLResolveInfo): FeedSelection {
  const connection = info.fieldNodes.flatMap((node) => selectedFields(node.selectionSet, info));
  const articles = [
    ...named(connection, 'edges').flatMap((edges) => named(selectedFields(edges.selectionSet, info), 'node')),
    ...named(connection, 'nodes'),
  ].flatMap((node) => selectedFields(node.selectionSet, info));
  const totalCount = named(connection, 'totalCount').length > 0;
  const selection: FeedSelection = { fields: [], categories: false, viewerHasBookmarked: false, totalCount };
  const fields = new Set<ArticleField>();
  for (const { name, arguments: args } of articles) {
    // A level given (DETAILED, or a variable) reads the detailed columns too; the feed's cards ask for the plain one.
    if (name.value === 'summary' && args && args.length > 0) DETAILED_SUMMARY.forEach((field) => fields.add(field));
    if (name.value === 'categories') selection.categories = true;
    else if (name.value === 'viewerHasBookmarked') selection.viewerHasBookmarked = true;
    else if (isArticleField(name.value)) fields.add(name.value);
    else if (COMPUTED_FROM[name.value]) COMPUTED_FROM[name.value].forEach((field) => fields.add(field));
    else if (name.value !== '__typename') return { ...WHOLE_ARTICLES, totalCount };
  }
  return { ...selection, fields: [...fields] };
}
