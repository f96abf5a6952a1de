#!/usr/bin/env node
// `npm start`: builds what is missing (server, contract, web), then serves the site and the API on one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

// tsc -b is incremental: it rebuilds the server and contract only when their sources changed.
run('npx', ['tsc', '-b', 'packages/contract', 'packages/server']);
if (!existsSync(path.join(root, 'packages/web/dist/index.html'))) run('npm', ['run', 'build', '-w', '@wl/web']);

const server = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
