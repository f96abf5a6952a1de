import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const contractSrc = fileURLToPath(new URL('../contract/src/', import.meta.url));
const api = 'http://localhost:8080';

/**
 * The operator console's own bundle (design.md "Operators"): served by the server under /console
 * (server src/http/static-console.ts), apart from the players' bundle, which never carries any of it.
 */
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  // The console bundles the contract's TypeScript sources, never a stale build of them.
  resolve: {
    alias: [{ find: /^@wl\/contract\/(.*)$/, replacement: `${contractSrc}$1.ts` }],
  },
  server: {
    proxy: { '/console/api': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
  },
});
