import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/schema-operators.ts',
    './src/db/schema-messages.ts',
    './src/db/schema-cashier.ts',
    './src/db/schema-member-centre.ts',
    './src/db/schema-transfers.ts',
    './src/db/schema-withdrawals.ts',
    './src/db/schema-p2p.ts',
    './src/db/schema-lottery.ts',
    './src/db/schema-lottery-bets.ts',
    './src/db/schema-lottery-corrections.ts',
    './src/db/schema-turnover.ts',
    './src/db/schema-team.ts',
  ],
  out: './drizzle',
});
