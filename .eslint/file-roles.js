import path from 'node:path';

/**
 * The roles a file in a domain module may have, as the last part of its name before `.ts`: `<name>.<role>.ts`.
 * docs/conventions.md#file-names-and-roles describes each.
 */
export const FILE_ROLES = [
  'entity',
  'service',
  'queries',
  'resolver',
  'rest',
  'types',
  'enums',
  'inputs',
  'errors',
  'limits',
  'loaders',
  'policy',
  'events',
  'rules',
  'render',
  'middleware',
];

const MODULE_FILE = new RegExp(`^[a-z0-9]+(?:-[a-z0-9]+)*\\.(?:${FILE_ROLES.join('|')})\\.ts$`);
const TEST_FILE = /^[a-z0-9]+(?:[-.][a-z0-9]+)*\.test\.tsx?$/;

/** True when a file under graph/src/modules is named for its role (or is a test, or test data in a `test/` folder). */
export function isNamedForItsRole(relativeFile) {
  const parts = relativeFile.split('/');
  const modules = parts.indexOf('modules');
  if (parts.slice(0, modules).join('/') !== 'graph/src' || parts.length < modules + 3) return true;
  const inside = parts.slice(modules + 2);
  if (inside.slice(0, -1).some((folder) => folder === 'test' || folder === 'data' || folder === 'fixtures')) return true;
  const name = inside[inside.length - 1];
  if (!/\.tsx?$/.test(name)) return true;
  return MODULE_FILE.test(name) || TEST_FILE.test(name);
}

/** @type {import('eslint').Rule.RuleModule} */
export const fileRoles = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Files in a domain module are named <name>.<role>.ts with one of the known roles.' },
    schema: [],
    messages: {
      unnamedRole: `A domain module's file is named <name>.<role>.ts, with role one of: ${FILE_ROLES.join(', ')} (tests: <name>.test.ts). See docs/conventions.md#file-names-and-roles.`,
    },
  },
  create(context) {
    const relativeFile = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    return {
      Program(node) {
        if (!isNamedForItsRole(relativeFile)) context.report({ node, messageId: 'unnamedRole' });
      },
    };
  },
};
