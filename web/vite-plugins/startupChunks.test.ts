import { describe, expect, it } from 'vitest';
import { startupChunks } from './startupChunks.ts';

/** A module graph from a table of each module's static imports. */
function graphOf(imports: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id] } : null) };
}

const GRAPH = graphOf({
  'react.ts': ['react-dom', 'react'],
  'react-dom': ['react', 'scheduler'],
  react: [],
  scheduler: [],
  'client.ts': ['@apollo/client', 'react'],
  '@apollo/client': ['react', 'graphql'],
  graphql: [],
  'Feed.tsx': ['Button.tsx', '@apollo/client', 'react'],
  'Button.tsx': ['react'],
  'App.tsx': ['Feed.tsx', 'Button.tsx', 'Header.tsx'],
  'Header.tsx': ['Button.tsx', 'lazy-only.ts'],
  'Lazy.tsx': ['Button.tsx', 'lazy-only.ts', 'chart'],
  chart: [],
});

const STEPS = [
  { name: 'react', entry: 'react.ts' },
  { name: 'data', entry: 'client.ts' },
  { name: 'feed', entry: 'Feed.tsx' },
  { name: 'app', entry: 'App.tsx' },
];

/** The chunk each module goes to: the first group, by priority, that names it. */
function chunkOf(moduleId: string): string | null {
  const groups = [...startupChunks(STEPS)].sort((a, b) => b.priority - a.priority);
  for (const group of groups) {
    const name = group.name(moduleId, GRAPH);
    if (name) return name;
  }
  return null;
}

describe('startupChunks', () => {
  it('puts each module in the first step that imports it, so a step only imports the chunks of earlier steps', () => {
    expect(['react.ts', 'react-dom', 'react', 'scheduler'].map(chunkOf)).toEqual(['react', 'react', 'react', 'react']);
    expect(['client.ts', '@apollo/client', 'graphql'].map(chunkOf)).toEqual(['data', 'data', 'data']);
    expect(['Feed.tsx', 'Button.tsx'].map(chunkOf)).toEqual(['feed', 'feed']);
    expect(['App.tsx', 'Header.tsx', 'lazy-only.ts'].map(chunkOf)).toEqual(['app', 'app', 'app']);
  });

  it('leaves what only lazy pages import to their own chunks', () => {
    expect(chunkOf('Lazy.tsx')).toBeNull();
    expect(chunkOf('chart')).toBeNull();
  });

  it('makes the groups in the order of the steps, each naming only its own modules', () => {
    const groups = startupChunks(STEPS);
    expect(groups.map((group) => group.debugName)).toEqual(['react', 'data', 'feed', 'app']);
    expect(groups.map((group) => group.priority)).toEqual([4, 3, 2, 1]);
    expect(groups[3].name('Button.tsx', GRAPH)).toBeNull();
    expect(groups[2].name('Button.tsx', GRAPH)).toBe('feed');
  });
});
