interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

/** One step of the app's start: the chunk `name` holds `entry` and what it imports that no earlier step holds. */
export interface StartupStep {
  name: string;
  entry: string;
}

/** Every module `entry` imports statically, directly or not, itself included. */
function reachableFrom(entry: string, graph: ModuleGraph): Set<string> {
  const found = new Set<string>();
  const pending = [entry];
  while (pending.length) {
    const id = pending.pop() as string;
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/** A Rolldown code-splitting group: the modules `name` names for it, and its place in the order groups are made in. */
export interface StartupGroup {
  name: (moduleId: string, graph: ModuleGraph) => string | null;
  priority: number;
  debugName: string;
}

/**
 * The code-splitting groups for the app's start, which `main.tsx` runs as a few dynamic imports, one task each: each
 * step's chunk holds the modules its entry imports statically that no earlier step's chunk holds, so a step only
 * imports chunks already run and running it runs only its own modules. Each step is a group of its own, made in the
 * steps' order, because a group also takes in the modules its own modules import that no group made before it holds.
 * Without them Rolldown would split the modules lazy pages share with the start into a dozen small files, each another
 * request (over HTTP/1.1, queued six at a time) before the app can start; lazy pages keep their own chunks.
 */
export function startupChunks(steps: readonly StartupStep[]): StartupGroup[] {
  let owners: Map<string, string> | null = null;
  const ownerOf = (moduleId: string, graph: ModuleGraph): string | undefined => {
    if (!owners) {
      const found = new Map<string, string>();
      for (const step of steps) {
        for (const id of reachableFrom(step.entry, graph)) if (!found.has(id)) found.set(id, step.name);
      }
      owners = found;
    }
    return owners.get(moduleId);
  };
  return steps.map((step, index) => ({
    name: (moduleId, graph) => (ownerOf(moduleId, graph) === step.name ? step.name : null),
    priority: steps.length - index,
    debugName: step.name,
  }));
}
