#!/usr/bin/env node
/**
 * No cycle between the server's module folders (design.md "Layering"): src/modules/<a> -> <b> -> ... -> <a> fails
 * `npm run lint`, even when no single file takes part in a file-level cycle. What two modules share moves down to the
 * kernel (src/domain) or to the module both may import.
 *
 * dependency-cruiser's own `scope: 'folder'` rules cannot say this: they see every folder (src/, db/, test/), so a
 * module that imports src/deps.ts while src/app.ts imports it is already "in a cycle", and folder rules take no `via`
 * restriction to look only at module folders. So this script cruises with the repository's options and checks the
 * graph of module folders itself. Tests (`*.test.ts`) are left out: a test may set up its case through a neighbour's
 * service without making the modules depend on each other. scripts/layering.test.ts proves it.
 */
import { pathToFileURL } from 'node:url';
import { cruise } from 'dependency-cruiser';

const MODULE = /^packages\/server\/src\/modules\/([^/]+)\//;
const IGNORED = /\.test\.tsx?$/;

/**
 * The cycles between module folders in a cruise result: one entry per strongly connected set of modules, each with
 * the imports (one example file per folder pair) that tie them together.
 * @param {import('dependency-cruiser').ICruiseResult} result
 * @returns {{ modules: string[], imports: string[] }[]}
 */
export function moduleCycles(result) {
  /** @type {Map<string, Map<string, string>>} folder -> folder it imports -> one example import */
  const edges = new Map();
  for (const file of result.modules) {
    const from = MODULE.exec(file.source)?.[1];
    if (!from || IGNORED.test(file.source)) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    for (const dependency of file.dependencies) {
      const to = MODULE.exec(dependency.resolved)?.[1];
      if (!to || to === from) continue;
      const out = /** @type {Map<string, string>} */ (edges.get(from));
      if (!out.has(to)) out.set(to, `${file.source} -> ${dependency.resolved}`);
      if (!edges.has(to)) edges.set(to, new Map());
    }
  }
  return stronglyConnected(edges)
    .filter((set) => set.length > 1)
    .map((set) => {
      const modules = [...set].sort();
      const imports = modules.flatMap((a) =>
        modules.flatMap((b) => {
          const example = edges.get(a)?.get(b);
          return example ? [example] : [];
        }),
      );
      return { modules, imports };
    })
    .sort((a, b) => String(a.modules[0]).localeCompare(String(b.modules[0])));
}

/**
 * Tarjan's strongly connected components.
 * @param {Map<string, Map<string, string>>} edges
 * @returns {string[][]}
 */
function stronglyConnected(edges) {
  let counter = 0;
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const sets = [];
  /** @param {string} node */
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(Number(low.get(node)), Number(low.get(next))));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(Number(low.get(node)), Number(index.get(next))));
      }
    }
    if (low.get(node) === index.get(node)) {
      /** @type {string[]} */
      const set = [];
      let member;
      do {
        member = /** @type {string} */ (stack.pop());
        onStack.delete(member);
        set.push(member);
      } while (member !== node);
      sets.push(set);
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return sets;
}

/**
 * Cruises the server's modules with the options of .dependency-cruiser.mjs (its tsConfig names no paths, so the
 * resolution is the same without it).
 * @param {string} [baseDir] the repository: this one, or a fixture (the tests)
 */
export async function cruiseModules(baseDir) {
  const { default: config } = await import('../.dependency-cruiser.mjs');
  const { tsConfig: _tsConfig, ...options } = config.options;
  const { output } = await cruise(['packages/server/src'], { ...options, ...(baseDir ? { baseDir } : {}) });
  return /** @type {import('dependency-cruiser').ICruiseResult} */ (output);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const cycles = moduleCycles(await cruiseModules());
  for (const cycle of cycles) {
    console.error(`error no-module-cycle: server modules ${cycle.modules.join(', ')} import each other:`);
    for (const line of cycle.imports) console.error(`    ${line}`);
  }
  if (cycles.length > 0) process.exit(1);
  console.log('✔ no cycle between server modules');
}
