#!/usr/bin/env node
// `npm start`: install what is missing, ensure Redis (and MySQL when DATABASE_URL says so),
// build, prepare the database with demo data, start the API, the workers and the portal, and
// print the URL and the demo logins. Ctrl-C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { checkNode, ensureInstalled, root, say, StepError, warn } from './lib.mjs';

const children = [];
function stopAll(code = 0) {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}

/** Start a long-running part with its output prefixed by its name. */
function startPart(name, cmd, args, env = {}) {
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}]`.padEnd(17);
  for (const stream of [child.stdout, child.stderr]) {
    let buf = '';
    stream.on('data', (d) => {
      buf += d;
      const lines = buf.split('\n');
      buf = lines.pop();
      for (const l of lines) process.stdout.write(`${prefix} ${l}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      warn(`${name} stopped (${code ?? signal}); stopping everything.`);
      stopAll(1);
    }
  });
  children.push(child);
  return child;
}

async function waitForHealth(url, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new StepError(`The API did not become healthy at ${url} within ${ms / 1000} s.`);
}

let stopping = false;
process.on('SIGINT', () => ((stopping = true), stopAll(0)));
process.on('SIGTERM', () => ((stopping = true), stopAll(0)));

try {
  checkNode();
  ensureInstalled();
  const { ensureRedis, ensureMysql } = await import('./services.mjs');
  await ensureRedis();
  if (process.env.DATABASE_URL?.startsWith('mysql')) await ensureMysql(process.env.DATABASE_URL);
  const { buildAll, PORTAL_APPS, portalAppExists } = await import('./build.mjs');
  await buildAll();
  const { linkCli } = await import('./link-cli.mjs');
  const cliLine = linkCli(); // `exportdesk` on the PATH (a symlink in npm's global bin, idempotent)

  say('Preparing the database (migrations and demo data)…');
  const prep = spawnSync(process.execPath, ['api/dist/prepare.js', '--logins-json'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (prep.status !== 0) throw new StepError('Preparing the database failed (see above).');
  const logins = JSON.parse(prep.stdout.trim().split('\n').pop());

  const apiPort = Number(process.env.API_PORT ?? 4000);
  const apiUrl = `http://localhost:${apiPort}`;
  startPart('api', process.execPath, ['api/dist/main.js'], { SKIP_DB_PREPARE: '1' });
  startPart('workers', process.execPath, ['workers/dist/main.js'], { SKIP_DB_PREPARE: '1' });
  const apps = PORTAL_APPS.filter(portalAppExists);
  for (const app of apps) {
    const port = Number(process.env[`${app.name.toUpperCase().replace(/-/g, '_')}_PORT`] ?? app.port);
    startPart(
      app.name,
      process.execPath,
      [
        'portal-kit/serve.mjs',
        '--dir',
        path.join(app.name, 'dist'),
        '--port',
        String(port),
        ...(app.spa ? ['--spa'] : []),
      ],
      {
        PORTAL_API_URL: process.env.PORTAL_API_URL ?? `${apiUrl}/api/v1`,
      },
    );
  }
  await waitForHealth(`http://127.0.0.1:${apiPort}/api/v1/health`);

  const portalUrl = `http://localhost:${process.env.PORTAL_SHELL_PORT ?? 8080}`;
  const rows = [
    ['role', 'userType', 'username', 'password'],
    ...logins.map((l) => [l.role, String(l.userType), l.username, l.password]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(
    [
      '',
      'ExportDesk is running.',
      apps.length ? `  Portal:  ${portalUrl}` : '  Portal:  (not built)',
      `  API:     ${apiUrl}/api/v1   (health: ${apiUrl}/api/v1/health)`,
      `  ${cliLine}`,
      `           exportdesk --help   (EXPORTDESK_API_URL=${apiUrl})`,
      `  Data:    ${process.env.DATABASE_URL?.startsWith('mysql') ? 'MySQL ' + process.env.DATABASE_URL.replace(/:[^:@/]*@/, ':***@') : 'SQLite .data/exportdesk.sqlite'}`,
      '',
      'Demo logins:',
      line(rows[0]),
      `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
      ...rows.slice(1).map(line),
      '',
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
} catch (err) {
  console.error(`✖ ${err instanceof StepError ? err.message : err.stack}`);
  stopping = true;
  stopAll(1);
}
