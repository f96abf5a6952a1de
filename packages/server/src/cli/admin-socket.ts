import { existsSync, mkdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { LedgerBreach, runAdminCommand, UsageError } from './admin-commands.js';

export function adminSocketPath(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'admin.sock');
}

/**
 * The embedded database belongs to one process, so while the server runs the operator command line talks
 * to it through a Unix socket in the data directory (only users who can write there can use it).
 */
export async function startAdminSocket(app: FastifyInstance, config: Config): Promise<{ close(): Promise<void> }> {
  const socketPath = adminSocketPath(config);
  mkdirSync(config.dataDir, { recursive: true });
  if (existsSync(socketPath)) rmSync(socketPath);
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', async () => {
      try {
        const { argv, user } = JSON.parse(body) as { argv: string[]; user?: unknown };
        // The caller's login name (the socket is only open to users who can write the data directory).
        const caller = typeof user === 'string' && /^[\w.-]{1,64}$/.test(user) ? user : undefined;
        const result = await runAdminCommand({ root: app.services, user: caller }, argv);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, result }));
      } catch (err) {
        if (err instanceof LedgerBreach) {
          res
            .writeHead(409, { 'content-type': 'application/json' })
            .end(JSON.stringify({ ok: false, error: err.message, result: err.report }));
          return;
        }
        const usage = err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
        if (!usage) app.log.error({ err }, 'admin command failed');
        res
          .writeHead(usage ? 400 : 500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ ok: false, error: usage ? (err as Error).message : 'command failed, see server log' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if (existsSync(socketPath)) rmSync(socketPath, { force: true });
      }),
  };
}
