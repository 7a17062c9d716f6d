import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  Kind,
  parse,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { ARTICLE_FIELDS } from './article-shape.rules.js';
import { readFeedSelection } from './article-selection.inputs.js';

const schema = buildSchema(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../../schema.graphql'), 'utf8'));

/** The resolve info of the `articles` field in a query document, as graphql-js hands it to the resolver. */
function infoOf(document: string): GraphQLResolveInfo {
  const parsed = parse(document);
  const operation = parsed.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const fragments = Object.fromEntries(
    parsed.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const field = operation!.selectionSet.selections.find((selection): selection is FieldNode => selection.kind === Kind.FIELD)!;
  // Only the parts readFeedSelection reads; the rest of the info is the executor's.
  return { fieldNodes: [field], fragments } as unknown as GraphQLResolveInfo;
}

describe('readFeedSelection: a feed page reads only what the query shows', () => {
  it('knows every field of Article, so none makes a page read whole articles', () => {
    const article = schema.getType('Article') as GraphQLObjectType;
    const wholeFields = ARTICLE_FIELDS.length;
    for (const name of Object.keys(article.getFields())) {
      const selection = readFeedSelection(infoOf(`{ articles { nodes { ${name} } } }`));
      expect(selection.fields.length, name).toBeLessThan(wholeFields);
    }
  });

  it("reads no abstract, summary text or author list for the feed's cards keyed by databaseId", () => {
    const selection = readFeedSelection(
      infoOf(`query Feed {
        articles(first: 20) {
          edges { node { id databaseId title simplifiedTitle source publishedDate categories viewCount commentCount viewerHasBookmarked } }
          pageInfo { hasNextPage endCursor }
        }
      }`),
    );
    expect([...selection.fields].sort()).toEqual([
      'commentCount',
      'id',
      'publishedDate',
      'simplifiedTitle',
      'source',
      'title',
      'viewCount',
    ]);
    expect(selection).toMatchObject({ categories: true, viewerHasBookmarked: true, totalCount: false });
  });

  it('follows fragments and still falls back to whole articles for a field it does not know', () => {
    const selection = readFeedSelection(
      infoOf(`query Feed { articles { totalCount nodes { ...Card } } }
        fragment Card on Article { databaseId ... on Article { journal } }`),
    );
    expect([...selection.fields].sort()).toEqual(['journal']);
    expect(selection.totalCount).toBe(true);
    expect(readFeedSelection(infoOf('{ articles { nodes { somethingNew } } }')).fields).toEqual(ARTICLE_FIELDS);
  });
});
