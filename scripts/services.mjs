#!/usr/bin/env node
// Ensures the services ExportDesk needs on loopback: use a running one, else start an installed
// one, else (as root) install Debian's package, else stop and say exactly what to run.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root, say, StepError } from './lib.mjs';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const which = (bin) =>
  spawnSync('sh', ['-c', `command -v ${bin}`], { encoding: 'utf8' }).stdout.trim() || null;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

let aptUpdated = false;
function aptInstall(pkgs, why) {
  if (!isRoot() || !which('apt-get')) {
    throw new StepError(
      `${why}\n  Install it with:  sudo apt-get update && sudo apt-get install -y ${pkgs.join(' ')}`,
    );
  }
  say(`Installing ${pkgs.join(', ')} from Debian (${why})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    execSync('apt-get update -qq', { stdio: 'inherit', env });
    aptUpdated = true;
  }
  execSync(`apt-get install -y -qq --no-install-recommends ${pkgs.join(' ')}`, { stdio: 'inherit', env });
}

/** Send one line to host:port and resolve with the first chunk of the answer (or null). */
function probe(host, port, send, timeoutMs = 1500) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (v) => {
      socket.destroy();
      resolve(v);
    };
    socket.setTimeout(timeoutMs, () => done(null));
    socket.on('error', () => done(null));
    socket.on('connect', () => (send ? socket.write(send) : null));
    socket.on('data', (d) => done(d.toString('latin1')));
  });
}

async function waitFor(check, ms, what) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(300);
  }
  throw new StepError(`${what} did not come up within ${Math.round(ms / 1000)} s.`);
}

// ---------------------------------------------------------------- Redis
export async function ensureRedis(url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379') {
  const u = new URL(url);
  const host = u.hostname || '127.0.0.1';
  const port = Number(u.port || 6379);
  const ping = async () =>
    ((await probe(host, port, 'PING\r\n')) ?? '').startsWith('+PONG') ||
    /NOAUTH/.test((await probe(host, port, 'PING\r\n')) ?? '');
  if (await ping()) return { url, started: false };
  if (!LOOPBACK.has(host)) throw new StepError(`Redis at ${host}:${port} (REDIS_URL) does not answer.`);
  if (!which('redis-server'))
    aptInstall(
      ['redis-server'],
      `Redis is not running on ${host}:${port} and redis-server is not installed.`,
    );
  const dir = path.join(root, '.data', 'redis');
  mkdirSync(dir, { recursive: true });
  say(`Starting redis-server on ${host}:${port}…`);
  execSync(
    `redis-server --daemonize yes --bind 127.0.0.1 -::1 --port ${port} --save "" --appendonly no --dir ${dir} --logfile ${path.join(dir, 'redis.log')}`,
    { stdio: 'inherit' },
  );
  await waitFor(ping, 15000, 'redis-server');
  return { url, started: true };
}

// ---------------------------------------------------------------- MySQL / MariaDB
async function mysqlAnswers(host, port) {
  // A MySQL server speaks first: a handshake packet (protocol 10).
  const hello = await probe(host, port, null);
  return !!hello && hello.length > 4 && hello.charCodeAt(4) === 10;
}

export async function ensureMysql(url = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306') {
  const u = new URL(url);
  const host = u.hostname || '127.0.0.1';
  const port = Number(u.port || 3306);
  if (await mysqlAnswers(host, port)) return { url, started: false };
  if (!LOOPBACK.has(host)) throw new StepError(`MySQL at ${host}:${port} (DATABASE_URL) does not answer.`);
  let installed = false;
  const daemon = () => ['/usr/sbin/mariadbd', '/usr/sbin/mysqld'].find((p) => existsSync(p));
  if (!daemon()) {
    aptInstall(['mariadb-server'], `MySQL/MariaDB is not running on ${host}:${port} and is not installed.`);
    installed = true;
  }
  say(`Starting ${path.basename(daemon())} on ${host}:${port}…`);
  mkdirSync('/run/mysqld', { recursive: true });
  spawnSync('chown', ['mysql:mysql', '/run/mysqld']);
  execSync(
    `start-stop-daemon --start --oknodo --background --exec ${daemon()} -- --user=mysql --bind-address=127.0.0.1 --port=${port}`,
    { stdio: 'inherit' },
  );
  await waitFor(() => mysqlAnswers(host, port), 60000, 'MariaDB');
  if (installed && !u.password) {
    // Debian's MariaDB lets root in through the unix socket only; tests connect over TCP as
    // root without a password, as on the CI machine.
    spawnSync(
      'mariadb',
      [
        '-uroot',
        '-e',
        "ALTER USER 'root'@'localhost' IDENTIFIED VIA mysql_native_password USING PASSWORD(''); FLUSH PRIVILEGES;",
      ],
      { stdio: 'inherit' },
    );
  }
  return { url, started: true };
}

// ---------------------------------------------------------------- Chromium (end-to-end tests)
export function ensureChromium() {
  const bin = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(bin)) return bin;
  aptInstall(['chromium', 'fonts-dejavu-core'], `Chromium (${bin}) is needed for the end-to-end tests.`);
  if (!existsSync(bin))
    throw new StepError(`Chromium was installed but ${bin} is missing; set CHROMIUM_PATH.`);
  return bin;
}

/** Debian tools some tests use (pdftotext from poppler-utils for PDF documents). */
export function ensureTool(bin, pkg) {
  if (which(bin)) return;
  aptInstall([pkg], `${bin} (Debian package ${pkg}) is needed by the tests.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const what = process.argv.slice(2);
    if (!what.length || what.includes('redis')) say(`Redis: ${JSON.stringify(await ensureRedis())}`);
    if (what.includes('mysql'))
      say(
        `MySQL: ${JSON.stringify(await ensureMysql(process.env.DATABASE_URL?.startsWith('mysql') ? process.env.DATABASE_URL : undefined))}`,
      );
    if (what.includes('chromium')) say(`Chromium: ${ensureChromium()}`);
  } catch (err) {
    console.error(`✖ ${err.message}`);
    process.exit(1);
  }
}
