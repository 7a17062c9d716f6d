import { describe, expect, it } from 'vitest';
import { readRepoFile } from '../../test/repo-files.js';
import { checkSchemaChanges } from './schema-changes.js';

const released = readRepoFile('schema.released.graphql');
const current = readRepoFile('schema.graphql');
const changelog = readRepoFile('CHANGELOG.md');

/** The current schema with Article's `title` field taken out: a change that breaks every client reading titles. */
function withoutArticleTitle(sdl: string): string {
  const field = `  """The paper's original title."""\n  title: String!\n`;
  if (!sdl.includes(field)) throw new Error('Article.title not found in the schema');
  return sdl.replace(field, '');
}

describe('no silent breaking change', () => {
  it('finds nothing breaking between the released schema and schema.graphql, or finds it recorded in CHANGELOG.md', async () => {
    expect(await checkSchemaChanges(released, current, changelog)).toEqual([]);
  });

  it('fails on a constructed breaking change until CHANGELOG.md records it under a new version', async () => {
    const broken = withoutArticleTitle(current);
    expect(broken).not.toBe(current);
    const problems = await checkSchemaChanges(released, broken, changelog);
    expect(problems).toEqual([
      expect.stringMatching(/^Breaking change not released under a new version in CHANGELOG\.md: .*Article\.title/),
    ]);

    const unrecorded = `# Changelog\n\n## 2.0.0 (2026-12-01)\n\n- Something else.\n\n${changelog}`;
    expect(await checkSchemaChanges(released, broken, unrecorded)).toEqual([
      expect.stringMatching(/^Breaking change not recorded in CHANGELOG\.md 2\.0\.0.*`Article\.title`/),
    ]);
    const recorded = `# Changelog\n\n## 2.0.0 (2026-12-01)\n\n- Removed \`Article.title\`; read \`simplifiedTitle\`.\n\n${changelog}`;
    expect(await checkSchemaChanges(released, broken, recorded)).toEqual([]);
  });

  it('lets additions through without a new version', async () => {
    const added = current.replace('type Article implements Node {\n', 'type Article implements Node {\n  """New."""\n  added: Int\n\n');
    expect(added).not.toBe(current);
    expect(await checkSchemaChanges(released, added, changelog)).toEqual([]);
  });
});
