// The build's chunks as a graph of static imports: what a chunk brings with it when it loads. Read by the HTML's
// start lists (app-start-preload.ts), the service worker's precache (service-worker.ts) and the dynamic imports'
// preload lists (preload-lists.ts).

/** What this needs of Rollup's output bundle: each chunk's static imports. */
export type ImportGraph = Record<string, { type: 'chunk'; imports: string[] } | { type: 'asset' }>;

/**
 * The chunk files `roots` import statically, directly or through others, the roots included, in the order a
 * depth-first walk meets them; never `except` nor what only it imports.
 */
export function staticClosure(bundle: ImportGraph, roots: string[], except?: string): Set<string> {
  const found = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (found.has(name) || name === except || chunk?.type !== 'chunk') return;
    found.add(name);
    chunk.imports.forEach(visit);
  };
  roots.forEach(visit);
  return found;
}
