#!/usr/bin/env node
// `npm run dev -w <app>`: webpack --watch plus the static server, stopped together.
// Usage (from the app's folder): node ../portal-kit/dev.mjs --port 8081 [--spa]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const kit = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const children = [
  spawn('npx', ['webpack', '--config', 'webpack.config.mjs', '--mode', 'development', '--watch'], {
    stdio: 'inherit',
  }),
  spawn(process.execPath, [path.join(kit, 'serve.mjs'), '--dir', 'dist', ...args], { stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && stop());
