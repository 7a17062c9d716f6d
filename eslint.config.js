import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readFileSync } from 'node:fs';
import { fileRoles } from './.eslint/file-roles.js';
import { noFolderCycles } from './.eslint/folder-cycles.js';

/** The change events' channel and topic names, read from the one module that may spell them. */
const CHANGE_EVENTS_MODULE = 'graph/src/lib/change-events.ts';
const CHANGE_EVENT_NAMES = [
  ...readFileSync(new URL(`./${CHANGE_EVENTS_MODULE}`, import.meta.url), 'utf8').matchAll(
    /export const (?:Channel|LiveTopic) = \{([\s\S]*?)\} as const;/g,
  ),
].flatMap(([, body]) => [...body.matchAll(/^\s+\w+: '([\w]+)',/gm)].map(([, name]) => name));
const CHANGE_EVENT_PATTERN = `/\\b(?:${CHANGE_EVENT_NAMES.join('|')})\\b/`;
const CHANGE_EVENT_MESSAGE = `Change events are named once, in ${CHANGE_EVENTS_MODULE}: use Channel and LiveTopic from it.`;

/** The one module that talks to AI providers; everything else asks it. */
const AI_GATEWAY_MODULE = 'graph/src/modules/ai-gateway/ai-gateway.service.ts';
const AI_GATEWAY_IMPORTS = `Every AI call goes through the gateway (${AI_GATEWAY_MODULE}): only it imports the openai package.`;
const TEXT_LIBRARY_IMPORTS =
  'The text library works on strings alone: no database, GraphQL or web code (types from the modules only, as `import type`).';
const COMMON_IMPORTS =
  'common/ is pure display code the web app and the server share: it imports only its own files (no graph/, web/, workflows/, package or Node built-in).';
const WORKFLOW_ONLY_IMPORTS =
  'Workflow code runs in Temporal’s deterministic sandbox: import only @temporalio/workflow, ../contracts.js and `import type` of activities.';

/** The layout and conventions of docs/ARCHITECTURE.md#dependency-directions and docs/conventions.md, stated as lint rules so every new file follows them. */
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'coverage/**',
      'test-artifacts/**',
      'web/src/gql/**',
      'graph/test/gql/**',
      'web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX, paperlight: { rules: { 'no-folder-cycles': noFolderCycles, 'file-roles': fileRoles } } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['tsconfig.json', 'web/tsconfig.json', 'web/tsconfig.node.json', 'web/e2e/tsconfig.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-duplicates': 'error',
      // Sentinel characters mark spans while summaries are rewritten; a control character in a pattern is deliberate here.
      'no-control-regex': 'off',
      'paperlight/no-folder-cycles': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './graph/src/modules',
              from: './graph/src/server',
              message: 'Domain modules never depend on the server: use graph/src/context.ts and graph/src/lib/rest.ts.',
            },
            {
              target: './graph/src/text',
              from: ['./graph/src/server', './graph/src/db', './graph/src/lib'],
              message: 'The text library works on strings alone: no server, database or cross-cutting service.',
            },
            {
              target: './graph/src',
              from: './workflows/src',
              except: ['./contracts.ts'],
              message: 'The graph knows workflows only through workflows/src/contracts.ts (names and types).',
            },
            {
              target: './web/src',
              from: ['./graph', './workflows'],
              message: 'The web client knows only the GraphQL schema; it never imports graph/ or workflows/ source.',
            },
            {
              target: './common',
              from: ['./graph', './web', './workflows'],
              message: COMMON_IMPORTS,
            },
            {
              target: ['./web/vite.config.ts', './web/vite-plugins'],
              from: ['./graph', './workflows'],
              message: 'The web build knows only the GraphQL schema; it never imports graph/ or workflows/ source.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['graph/src/modules/**/*.{ts,tsx}'],
    rules: { 'paperlight/file-roles': 'error' },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    // Migrations are frozen SQL history (their triggers name the channel in SQL); .eslint shows the rule refusing.
    ignores: [CHANGE_EVENTS_MODULE, 'graph/src/db/migrations/**', '.eslint/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${CHANGE_EVENT_PATTERN}]`, message: CHANGE_EVENT_MESSAGE },
        { selector: `TemplateElement[value.raw=${CHANGE_EVENT_PATTERN}]`, message: CHANGE_EVENT_MESSAGE },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    ignores: [AI_GATEWAY_MODULE],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'openai', message: AI_GATEWAY_IMPORTS }], patterns: [{ group: ['openai/*'], message: AI_GATEWAY_IMPORTS }] },
      ],
    },
  },
  {
    files: ['workflows/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:\\.\\./)+graph/(?:src|test)/',
              message: 'Workflows import the graph through #graph/… and #graph-test/… (package.json imports), never by climbing folders.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['graph/src/text/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Types (an abstract's sections) may come from the modules; code that reaches a database, GraphQL or the web may not.
              regex:
                '^(?:graphql|type-graphql|@apollo/.*|graphql-ws|@mikro-orm/.*|pg|express|react|react-dom|(?:\\.\\./)+(?:web|workflows)/.*)$',
              message: TEXT_LIBRARY_IMPORTS,
            },
            { regex: '^\\.\\./modules/', allowTypeImports: true, message: TEXT_LIBRARY_IMPORTS },
          ],
        },
      ],
    },
  },
  {
    files: ['common/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      // Anything but a relative path is a package, a Node built-in or a subpath import (#graph/…): none may be used here.
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\.{1,2}/)', message: COMMON_IMPORTS }] }],
    },
  },
  {
    files: ['workflows/src/workflows/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./activities/', allowTypeImports: true, message: WORKFLOW_ONLY_IMPORTS },
            {
              regex: '^(?!@temporalio/workflow$|\\.\\./contracts\\.js$|\\.\\./activities/|\\./[\\w-]+\\.js$)',
              message: WORKFLOW_ONLY_IMPORTS,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  prettier,
);
