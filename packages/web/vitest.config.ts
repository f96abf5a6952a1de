import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { routeMetaPlugin } from './route-meta-plugin';

const contractSrc = fileURLToPath(new URL('../contract/src/', import.meta.url));
const rulesSrc = fileURLToPath(new URL('../rules/src/', import.meta.url));

export default defineProject({
  plugins: [routeMetaPlugin()],
  resolve: {
    alias: [
      { find: /^@wl\/contract\/(.*)$/, replacement: `${contractSrc}$1.ts` },
      { find: /^@wl\/rules\/(.*)$/, replacement: `${rulesSrc}$1.ts` },
    ],
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
