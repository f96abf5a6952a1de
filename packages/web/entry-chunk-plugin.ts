import type { Plugin } from 'vite';

/**
 * Puts every module the entry imports statically into one chunk (`app`), next to the entry.
 *
 * Left to itself the bundler splits the modules that the entry shares with lazily loaded pages into many small
 * common chunks: the home page started with 29 script requests. On a phone's network each request costs a round
 * trip, and a browser opens only six connections to one HTTP/1.1 host, so they queue. The modules the entry
 * needs are fetched on every visit anyway; one file for them costs one round trip and compresses better. What
 * only lazy pages import still splits as before (bench/README.md).
 */
export function entryChunkPlugin(): { plugin: Plugin; test: (id: string) => boolean } {
  const closure = new Set<string>();
  const plugin: Plugin = {
    name: 'wl-entry-chunk',
    apply: 'build',
    buildEnd() {
      closure.clear();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const stack = [...entries];
      while (stack.length > 0) {
        const id = stack.pop() as string;
        if (closure.has(id)) continue;
        closure.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
      }
    },
  };
  return { plugin, test: (id) => closure.has(id) };
}
