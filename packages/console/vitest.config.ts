import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const contractSrc = fileURLToPath(new URL('../contract/src/', import.meta.url));

export default defineProject({
  resolve: {
    alias: [{ find: /^@wl\/contract\/(.*)$/, replacement: `${contractSrc}$1.ts` }],
  },
  test: {
    name: 'console',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
