import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { runnerImport } from 'vite';

const VIRTUAL_ID = 'virtual:wl-route-meta';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const routesFile = fileURLToPath(new URL('../contract/src/routes.ts', import.meta.url));

interface RouteLike {
  method: string;
  path: string;
  auth: string;
  encrypted: boolean;
  bodyType?: string;
}

/**
 * Generates the API client's route table from the contract at build time: name -> method, path, auth,
 * encrypted, bodyType. The browser gets this small table instead of the contract's zod schemas (about a
 * tenth of the home page's JavaScript); the server validates every payload against those schemas anyway.
 */
export function routeMetaPlugin(): Plugin {
  return {
    name: 'wl-route-meta',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      this.addWatchFile(routesFile);
      const { module } = await runnerImport<{ ROUTES: Record<string, RouteLike> }>(routesFile, {
        configFile: false,
        logLevel: 'error',
      });
      const meta = Object.fromEntries(
        Object.entries(module.ROUTES).map(([name, r]) => [
          name,
          { method: r.method, path: r.path, auth: r.auth, encrypted: r.encrypted, bodyType: r.bodyType ?? 'json' },
        ]),
      );
      return `export default ${JSON.stringify(meta)};`;
    },
  };
}
