import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** Lints source text as if it were the file at `filePath` and answers the rule ids it breaks. */
async function brokenRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('the layout rules refuse a deliberately bad import', () => {
  it('a domain module importing the server', async () => {
    const code = "import { createHttpApp } from '../../server/http.js';\nexport const probe = createHttpApp;\n";
    expect(await brokenRules('graph/src/modules/bookmark/probe.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('the text library importing the database or a cross-cutting service', async () => {
    const code = "import { logger } from '../lib/logger.js';\nexport const probe = logger;\n";
    expect(await brokenRules('graph/src/text/probe.ts', code)).toContain('import-x/no-restricted-paths');
    const words = "import { splitSentences } from './sentences.js';\nexport const probe = splitSentences;\n";
    expect(await brokenRules('graph/src/text/probe.ts', words)).not.toContain('import-x/no-restricted-paths');
  });

  it("the text library importing GraphQL, the database or a module's code", async () => {
    const graphql = "import { Field } from 'type-graphql';\nexport const probe = Field;\n";
    expect(await brokenRules('graph/src/text/probe.ts', graphql)).toContain('@typescript-eslint/no-restricted-imports');
    const orm = "import { wrap } from '@mikro-orm/core';\nexport const probe = wrap;\n";
    expect(await brokenRules('graph/src/text/probe.ts', orm)).toContain('@typescript-eslint/no-restricted-imports');
    const service = "import { listArticles } from '../modules/article/article.service.js';\nexport const probe = listArticles;\n";
    expect(await brokenRules('graph/src/text/probe.ts', service)).toContain('@typescript-eslint/no-restricted-imports');
    const type =
      "import type { AbstractSection } from '../modules/ingestion/article-draft.types.js';\nexport type Probe = AbstractSection;\n";
    expect(await brokenRules('graph/src/text/probe.ts', type)).not.toContain('@typescript-eslint/no-restricted-imports');
  });

  it('the graph importing workflow code other than the contracts', async () => {
    const bad = "import { ensureSchedules } from '../../../workflows/src/schedules.js';\nexport const probe = ensureSchedules;\n";
    const good =
      "import { INGESTION_TASK_QUEUE } from '../../../workflows/src/contracts.js';\nexport const probe = INGESTION_TASK_QUEUE;\n";
    expect(await brokenRules('graph/src/lib/probe.ts', bad)).toContain('import-x/no-restricted-paths');
    expect(await brokenRules('graph/src/lib/probe.ts', good)).toEqual([]);
  });

  it('the web client importing graph or workflows source, but not its end-to-end tests', async () => {
    const code = "import { loadEnv } from '../../../graph/src/config/env.js';\nexport const probe = loadEnv;\n";
    expect(await brokenRules('web/src/lib/probe.ts', code)).toContain('import-x/no-restricted-paths');
    const e2e = "import { loadEnv } from '../../graph/src/config/env.js';\nexport const probe = loadEnv;\n";
    expect(await brokenRules('web/e2e/probe.ts', e2e)).toEqual([]);
  });

  it('the shared display code importing a part of the app, a package or a Node built-in', async () => {
    const graph = "import { StudyDesign } from '../../graph/src/modules/article/article.enums.js';\nexport const probe = StudyDesign;\n";
    expect(await brokenRules('common/display/probe.ts', graph)).toContain('import-x/no-restricted-paths');
    const web = "import { formatRelativeTime } from '../../web/src/lib/format';\nexport const probe = formatRelativeTime;\n";
    expect(await brokenRules('common/display/probe.ts', web)).toContain('import-x/no-restricted-paths');
    const react = "import { useMemo } from 'react';\nexport const probe = useMemo;\n";
    expect(await brokenRules('common/display/probe.ts', react)).toContain('@typescript-eslint/no-restricted-imports');
    const builtin = "import { format } from 'node:util';\nexport const probe = format;\n";
    expect(await brokenRules('common/display/probe.ts', builtin)).toContain('@typescript-eslint/no-restricted-imports');
    const alias = "import { loadEnv } from '#graph/config/env.js';\nexport const probe = loadEnv;\n";
    expect(await brokenRules('common/display/probe.ts', alias)).toContain('@typescript-eslint/no-restricted-imports');
    const own = "import { truncate } from './format.js';\nexport const probe = truncate;\n";
    expect(await brokenRules('common/display/probe.ts', own)).toEqual([]);
    const fromWeb = "import { truncate } from '../../../common/display/format';\nexport const probe = truncate;\n";
    expect(await brokenRules('web/src/lib/probe.ts', fromWeb)).toEqual([]);
    const fromGraph = "import { truncate } from '../../../common/display/format.js';\nexport const probe = truncate;\n";
    expect(await brokenRules('graph/src/server/probe.ts', fromGraph)).toEqual([]);
  });

  it('workflow code importing anything but @temporalio/workflow, the contracts and activity types', async () => {
    const value = "import { createActivities } from '../activities/index.js';\nexport const probe = createActivities;\n";
    const other = "import { logger } from '../../../graph/src/lib/logger.js';\nexport const probe = logger;\n";
    const allowed = [
      "import { proxyActivities } from '@temporalio/workflow';",
      "import type { Activities } from '../activities/index.js';",
      "import { INGESTION_TASK_QUEUE } from '../contracts.js';",
      "export const probe = [proxyActivities<Activities>({ startToCloseTimeout: '1 minute' }), INGESTION_TASK_QUEUE];",
    ].join('\n');
    expect(await brokenRules('workflows/src/workflows/probe.ts', value)).toContain('@typescript-eslint/no-restricted-imports');
    expect(await brokenRules('workflows/src/workflows/probe.ts', other)).toContain('@typescript-eslint/no-restricted-imports');
    expect(await brokenRules('workflows/src/workflows/probe.ts', `${allowed}\n`)).toEqual([]);
  });

  it('any module but the AI gateway importing the openai package', async () => {
    const code = "import OpenAI from 'openai';\nexport const probe = OpenAI;\n";
    expect(await brokenRules('graph/src/modules/summary/probe.service.ts', code)).toContain('no-restricted-imports');
    expect(await brokenRules('workflows/src/activities/probe.ts', code)).toContain('no-restricted-imports');
    const types = "import type { APIError } from 'openai/error';\nexport type Probe = APIError;\n";
    expect(await brokenRules('graph/src/modules/ai/probe.service.ts', types)).toContain('no-restricted-imports');
    expect(await brokenRules('graph/src/modules/ai-gateway/ai-gateway.service.ts', code)).not.toContain('no-restricted-imports');
  });

  it('an import that closes a cycle between folders, while a type-only import does not', async () => {
    // The comment module imports the article module at run time; the reverse closes a cycle.
    const value = "import { parseCommentId } from '../comment/comment.service.js';\nexport const probe = parseCommentId;\n";
    const typeOnly = "import type { Comment } from '../comment/comment.entity.js';\nexport type Probe = Comment;\n";
    expect(await brokenRules('graph/src/modules/article/probe.ts', value)).toContain('paperlight/no-folder-cycles');
    expect(await brokenRules('graph/src/modules/article/probe.ts', typeOnly)).not.toContain('paperlight/no-folder-cycles');
  });

  it('a change event spelled as a string instead of named from the change-events module', async () => {
    const channel = "export const probe = (client: { query(sql: string): unknown }) => client.query('LISTEN paperlight_reads');\n";
    const literal = "export const probe = { topic: 'COMMENT_ADDED' };\n";
    const named = "import { LiveTopic } from '../../lib/change-events.js';\nexport const probe = { topic: LiveTopic.CommentAdded };\n";
    expect(await brokenRules('graph/src/modules/comment/probe.service.ts', channel)).toContain('no-restricted-syntax');
    expect(await brokenRules('workflows/src/activities/probe.ts', literal)).toContain('no-restricted-syntax');
    expect(await brokenRules('graph/src/modules/comment/probe.service.ts', named)).toEqual([]);
  });

  it('a domain module file whose name does not say its role', async () => {
    const code = 'export const probe = 1;\n';
    expect(await brokenRules('graph/src/modules/bookmark/bookmark.helpers.ts', code)).toContain('paperlight/file-roles');
    expect(await brokenRules('graph/src/modules/bookmark/bookmark-export.ts', code)).toContain('paperlight/file-roles');
    expect(await brokenRules('graph/src/modules/summary/local-summariser.ts', code)).toContain('paperlight/file-roles');
    expect(await brokenRules('graph/src/modules/bookmark/bookmark-export.service.ts', code)).toEqual([]);
    expect(await brokenRules('graph/src/modules/bookmark/bookmark-export.test.ts', code)).toEqual([]);
    expect(await brokenRules('graph/src/lib/any-name.ts', code)).toEqual([]);
  });

  it('workflows climbing folders into the graph instead of importing it through #graph/', async () => {
    const climbing = "import { loadEnv } from '../../../graph/src/config/env.js';\nexport const probe = loadEnv;\n";
    const aliased = "import { loadEnv } from '#graph/config/env.js';\nexport const probe = loadEnv;\n";
    expect(await brokenRules('workflows/src/activities/probe.ts', climbing)).toContain('@typescript-eslint/no-restricted-imports');
    expect(await brokenRules('workflows/src/activities/probe.ts', aliased)).toEqual([]);
  });
});
