interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

/**
 * A chunk-naming function that puts every module the app's entry imports statically into one `app` chunk. Rolldown
 * would otherwise split the modules that lazy pages share with the entry into a dozen small files, each another
 * request (over HTTP/1.1, queued six at a time) before the first paint; lazy pages keep their own chunks.
 */
export function initialChunk(entry: string): (moduleId: string, graph: ModuleGraph) => string | null {
  let reachable: Set<string> | null = null;
  return (moduleId, graph) => {
    if (!reachable) {
      const found = new Set<string>();
      const pending = [entry];
      while (pending.length) {
        const id = pending.pop() as string;
        if (found.has(id)) continue;
        found.add(id);
        pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
      }
      reachable = found;
    }
    return reachable.has(moduleId) ? 'app' : null;
  };
}
