import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressPlugin } from './compress-plugin';
import { entryChunkPlugin } from './entry-chunk-plugin';
import { localeSplitPlugin } from './locale-split-plugin';
import { routeMetaPlugin } from './route-meta-plugin';

const contractSrc = fileURLToPath(new URL('../contract/src/', import.meta.url));
const rulesSrc = fileURLToPath(new URL('../rules/src/', import.meta.url));
const api = 'http://localhost:8080';
const entryChunk = entryChunkPlugin();
const src = fileURLToPath(new URL('./src', import.meta.url));
/** The first visit of the home page: the entry, the announcement popup it opens, and the login and register popups. */
const localeSplit = localeSplitPlugin({
  srcDir: src,
  coreRoots: [
    `${src}/main.tsx`,
    `${src}/features/announcements/announcements-dialog.tsx`,
    `${src}/features/account/account-dialogs.tsx`,
  ],
  alwaysCoreDirs: [contractSrc, rulesSrc],
});

export default defineConfig({
  plugins: [localeSplit, react(), routeMetaPlugin(), compressPlugin(), entryChunk.plugin],
  // The web bundles the contract's and the rules' TypeScript sources, never a stale build of them.
  resolve: {
    alias: [
      { find: /^@wl\/contract\/(.*)$/, replacement: `${contractSrc}$1.ts` },
      { find: /^@wl\/rules\/(.*)$/, replacement: `${rulesSrc}$1.ts` },
    ],
  },
  server: {
    proxy: {
      '/wps': { target: api, ws: true },
      '/lgw': api,
      '/lotto': api,
      '/bgs/api': api,
      '/ws': { target: api, ws: true },
      '/healthz': api,
      '/openapi.json': api,
      '/docs': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    // The server reads it to preload the visitor's translation file (server http/static-web.ts).
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'app', test: entryChunk.test }] } },
    },
  },
});
