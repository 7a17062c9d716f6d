import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

const VERSION_HEADING = /^## (\d+)\.(\d+)\.(\d+)\b/gm;
const RELEASED_VERSION = /^# Released as (\d+)\.(\d+)\.(\d+)\b/m;

type Version = [number, number, number];

function newer(a: Version, b: Version): boolean {
  for (let index = 0; index < 3; index++) if (a[index] !== b[index]) return a[index] > b[index];
  return false;
}

function versionOf(match: RegExpMatchArray): Version {
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * The problems with the current schema against the one last released: each breaking change (a removed or retyped
 * field, argument, type or enum value, a new required argument…, as `@graphql-inspector/core` grades them) must be
 * recorded, by its coordinate in backticks (`Article.title`), in CHANGELOG.md under a version newer than the released
 * one. An empty list means the change breaks nobody, or says so.
 */
export async function checkSchemaChanges(releasedSdl: string, currentSdl: string, changelog: string): Promise<string[]> {
  const releasedMatch = RELEASED_VERSION.exec(releasedSdl);
  if (!releasedMatch) return ['The released schema does not say its version on a "# Released as X.Y.Z" line.'];
  const released = versionOf(releasedMatch);
  const changes = await diff(buildSchema(releasedSdl), buildSchema(currentSdl));
  const breaking = changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking);
  if (breaking.length === 0) return [];
  const latest = [...changelog.matchAll(VERSION_HEADING)][0];
  if (!latest || !newer(versionOf(latest), released)) {
    return breaking.map(
      (change) => `Breaking change not released under a new version in CHANGELOG.md: ${change.message} (\`${change.path ?? ''}\`)`,
    );
  }
  const start = latest.index ?? 0;
  const next = changelog.slice(start + latest[0].length).search(/^## /m);
  const section = next === -1 ? changelog.slice(start) : changelog.slice(start, start + latest[0].length + next);
  return breaking
    .filter((change) => !change.path || !section.includes(`\`${change.path}\``))
    .map((change) => `Breaking change not recorded in CHANGELOG.md ${latest[0].slice(3)}: ${change.message} (\`${change.path ?? ''}\`)`);
}
