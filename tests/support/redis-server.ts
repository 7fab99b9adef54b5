/**
 * A Redis of a test's own, for tests that stop it mid-run (Redis down): never the shared one the
 * rest of the suite uses. Needs `redis-server` on the PATH (installed beside the shared Redis).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';

export async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

/** Start redis-server on `port` (no persistence) and resolve once it accepts connections. */
export async function startRedis(port: number): Promise<ChildProcess> {
  const p = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  await new Promise<void>((resolve, reject) => {
    p.stdout!.on('data', (d) => {
      out += d;
      if (out.includes('Ready to accept connections')) resolve();
    });
    p.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
  });
  return p;
}

/** Kill it as a crash would (no goodbye to the clients); a Redis already gone is left alone. */
export async function stopRedis(p: ChildProcess): Promise<void> {
  if (p.exitCode !== null || p.signalCode !== null) return;
  const exited = once(p, 'exit');
  p.kill('SIGKILL');
  await exited;
}
