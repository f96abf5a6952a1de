import { buildApp } from './app.js';
import { startAdminSocket } from './cli/admin-socket.js';
import { loadConfig } from './config.js';

/** Starts the server; stops cleanly on SIGTERM/SIGINT: no new requests, in-flight ones finish, database closed. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const adminSocket = config.adminSocket && !config.databaseUrl ? await startAdminSocket(app, config) : null;
  await app.listen({ port: config.port, host: config.host });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    timer.unref();
    await adminSocket?.close();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
