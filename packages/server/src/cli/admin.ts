import { existsSync } from 'node:fs';
import http from 'node:http';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seed } from '../db/seed.js';
import { createDeps } from '../deps.js';
import { systemClock } from '../lib/clock.js';
import { loadPayloadKeys } from '../modules/crypto/payload-keys.js';
import { sealPlainTotpSecrets } from '../modules/operator/totp-secrets.js';
import { createServices } from '../services.js';
import { LedgerBreach, runAdminCommand, USAGE, UsageError } from './admin-commands.js';
import { adminSocketPath } from './admin-socket.js';

function viaSocket(
  socketPath: string,
  argv: string[],
): Promise<{ status: number; body: { ok: boolean; result?: unknown; error?: string } }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { socketPath, path: '/', method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => {
        let data = '';
        res.on('data', (c) => {
          data += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 500, body: JSON.parse(data) }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ argv, user: process.env.USER }));
  });
}

/**
 * `npm run admin -- <command>`: with DATABASE_URL it works on PostgreSQL directly; with the embedded database it
 * goes through the running server's socket, or opens the database itself when no server runs.
 */
async function main(argv: string[]) {
  // `help` alone prints the usage; `help add ...` is the help-article command.
  if (argv.length === 0 || (argv[0] === 'help' && argv.length === 1) || argv[0] === '--help') {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const socketPath = adminSocketPath(config);
  if (!config.databaseUrl && existsSync(socketPath)) {
    try {
      const { body } = await viaSocket(socketPath, argv);
      if (!body.ok) {
        if (body.result !== undefined) console.log(JSON.stringify(body.result, null, 2));
        console.error(body.error);
        return 2;
      }
      console.log(JSON.stringify(body.result, null, 2));
      return 0;
    } catch {
      // A socket file left by a server that died: fall through and open the database directly.
    }
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await seed(database.db);
    // The same composition root as the server's (src/services.ts): a command builds only the services it uses.
    const deps = createDeps({ config, database, clock: systemClock, keys: await loadPayloadKeys(database.db) });
    await sealPlainTotpSecrets(database.db, deps.secretBox);
    const result = await runAdminCommand({ root: createServices(deps) }, argv);
    console.log(JSON.stringify(result, null, 2));
    return 0;
  } catch (err) {
    if (err instanceof LedgerBreach) {
      console.log(JSON.stringify(err.report, null, 2));
      console.error(err.message);
      return 2;
    }
    if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error((err as Error).message);
      return 2;
    }
    throw err;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
