#!/usr/bin/env node
// `npm run admin -- <command>`: the operator command line (packages/server/src/cli/admin.ts).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync('npx', ['tsc', '-b', 'packages/contract', 'packages/server'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const child = spawn(
  process.execPath,
  [path.join(root, 'packages/server/dist/cli/admin.js'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: process.env,
  },
);
child.on('exit', (code) => process.exit(code ?? 1));
