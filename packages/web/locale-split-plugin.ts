import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The query of a language file's deferred part (`locales/EN.json?wl-deferred`, see i18n/setup.ts). */
export const DEFERRED_QUERY = 'wl-deferred';

export interface LocaleSplitOptions {
  /** packages/web/src */
  srcDir: string;
  /**
   * The modules a first visit of the home page evaluates: the entry (its static imports follow), and the popups it
   * loads on demand that should open without a second fetch. Their keys stay in each language's first file.
   */
  coreRoots: string[];
  /** Other sources whose strings may be keys the page is handed (the contract's codes the server answers). */
  alwaysCoreDirs: string[];
}

export interface LocaleSplit {
  /** Keys only modules outside the first load use. */
  deferred: Set<string>;
  /** The modules of the first load, as the import scan found them. */
  core: Set<string>;
}

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;

function sourcesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : sourcesUnder(full);
    return SOURCE.test(e.name) && !TEST.test(e.name) ? [full] : [];
  });
}

/**
 * The translation keys a module's code names: every quoted word that is a key, and for a key built from a prefix
 * (`t(\`lot_family_${f}\`)`, `'lot_' + x`) every key with that prefix.
 */
export function keysNamedIn(code: string, keys: readonly string[], known: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const m of code.matchAll(/['"`]([A-Za-z0-9_]+)(['"`]|\$\{)/g)) {
    const word = m[1] as string;
    if (m[2] === '${' || word.endsWith('_')) {
      for (const k of keys) if (k.startsWith(word)) found.add(k);
    } else if (known.has(word)) found.add(word);
  }
  return found;
}

const STATIC_IMPORT = /(?:^|[;\s])(?:import|export)\s+(?!type[\s{])(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/g;

function resolveRelative(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (SOURCE.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/** The modules `roots` import statically, followed through relative imports (dynamic imports are not followed). */
export function staticClosure(roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const next = resolveRelative(file, m[1] as string);
      if (next) stack.push(next);
    }
  }
  return seen;
}

/** Which keys each language file defers, from the English file's keys and what the sources name. */
export function splitLocales(options: LocaleSplitOptions): LocaleSplit {
  const english = JSON.parse(readFileSync(path.join(options.srcDir, 'i18n/locales/EN.json'), 'utf8')) as object;
  const keys = Object.keys(english);
  const known = new Set(keys);
  const core = staticClosure(options.coreRoots);
  const kept = new Set<string>();
  const later = new Set<string>();
  for (const file of [...core, ...options.alwaysCoreDirs.flatMap(sourcesUnder)])
    for (const k of keysNamedIn(readFileSync(file, 'utf8'), keys, known)) kept.add(k);
  for (const file of sourcesUnder(options.srcDir)) {
    if (core.has(file)) continue;
    for (const k of keysNamedIn(readFileSync(file, 'utf8'), keys, known)) later.add(k);
  }
  // A key no source names (one the page is handed at run time) stays in the first file.
  return { deferred: new Set([...later].filter((k) => !kept.has(k))), core };
}

/**
 * Splits each language file in two (the home page's JavaScript budget in bench/README.md): the keys the first load and its popups use, loaded
 * at startup as before (the server preloads that file, `locales/<LANG>.json` in the manifest), and the keys only
 * later pages use (lottery, in-house games, cashier...), loaded the first time one of them is opened.
 *
 * A module that names a deferred key gets `await loadDeferredTranslations()` at its top, so a page or popup loaded
 * on demand never renders before its words are there. A module of the first load never waits: the build fails if
 * one names a deferred key (the import scan missed an import). Only the build splits; tests and the dev server load
 * whole files.
 */
export function localeSplitPlugin(options: LocaleSplitOptions): Plugin {
  let split: LocaleSplit = { deferred: new Set(), core: new Set() };
  const localesDir = path.join(options.srcDir, 'i18n', 'locales');
  const setupFile = path.join(options.srcDir, 'i18n', 'setup.ts');
  const waiting = new Set<string>();
  const localeFile = new RegExp(
    `^${localesDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[/\\\\]([A-Z-]+)\\.json(\\?.*)?$`,
  );
  return {
    name: 'wl-locale-split',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      split = splitLocales(options);
      waiting.clear();
    },
    load(id) {
      const m = localeFile.exec(id);
      if (!m) return null;
      const deferredPart = (m[2] ?? '').includes(DEFERRED_QUERY);
      const all = JSON.parse(readFileSync(path.join(localesDir, `${m[1]}.json`), 'utf8')) as Record<string, unknown>;
      const part = Object.fromEntries(Object.entries(all).filter(([k]) => split.deferred.has(k) === deferredPart));
      const json = JSON.stringify(part);
      // The file itself goes through Vite's JSON handling (a JSON.parse of a string, as before); with a query it is
      // no longer read as JSON, so the deferred part is written as that module.
      return deferredPart ? { code: `export default JSON.parse(${JSON.stringify(json)});`, moduleType: 'js' } : json;
    },
    transform(code, id) {
      if (!id.startsWith(options.srcDir) || !SOURCE.test(id) || id === setupFile) return null;
      const keys = [...split.deferred];
      if (keysNamedIn(code, keys, split.deferred).size === 0) return null;
      waiting.add(id);
      const setup = JSON.stringify(setupFile);
      return {
        code: `import { loadDeferredTranslations as __wlDeferred } from ${setup};await __wlDeferred();${code}`,
        map: null,
      };
    },
    buildEnd(error) {
      if (error) return;
      const closure = new Set<string>();
      const stack = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (stack.length > 0) {
        const id = stack.pop() as string;
        if (closure.has(id)) continue;
        closure.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
      }
      const blocked = [...waiting].filter((id) => closure.has(id));
      if (blocked.length > 0)
        this.error(
          `locale-split: the first load would wait for the deferred translations: ${blocked
            .map((id) => path.relative(options.srcDir, id))
            .join(', ')} (imported statically from the entry, but the import scan of locale-split-plugin.ts missed it)`,
        );
    },
  };
}
