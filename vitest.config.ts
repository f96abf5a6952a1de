import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const contractSrc = fileURLToPath(new URL('./packages/contract/src/', import.meta.url));
const rulesSrc = fileURLToPath(new URL('./packages/rules/src/', import.meta.url));
const serverSrc = fileURLToPath(new URL('./packages/server/src/', import.meta.url));
/** Tests run the TypeScript sources of the workspace packages, never a stale build. */
const alias = [
  { find: /^@wl\/contract\/(.*)$/, replacement: `${contractSrc}$1.ts` },
  { find: /^@wl\/rules\/(.*)$/, replacement: `${rulesSrc}$1.ts` },
  { find: /^@wl\/server\/(.*)$/, replacement: `${serverSrc}$1.ts` },
];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, where the test files
    // then run one after another. The main process only collects results, so every core gets a worker.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        // The RTP simulations and the slot's exhaustive walk take a few seconds each, more on a busy machine.
        test: { name: 'rules', include: ['packages/rules/src/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          // One migrated embedded database, dumped once; each test database is loaded from it (test-database.ts).
          globalSetup: ['packages/server/src/test/global-setup.ts'],
          // Test files share a worker's loaded modules (Fastify, Drizzle, the contract) instead of importing them
          // again for each file: every file builds its own app on its own database and closes it, no test mocks a
          // module or stubs a global, and the helpers' module state is only counters that keep names unique.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './packages/web/vitest.config.ts',
      './packages/console/vitest.config.ts',
      { test: { name: 'tooling', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
