/** Spawn the built `exportdesk` binary with its own config dir, as a script or CI would. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built binary; EXPORTDESK_TEST_BIN runs the tests against another build (e.g. an older one, to see a new test fail). */
export const BIN =
  process.env.EXPORTDESK_TEST_BIN ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/exportdesk.js');

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
  json: any;
}

export function runCli(
  args: string[],
  opts: { env?: Record<string, string | undefined>; input?: string; configDir: string; timeoutMs?: number },
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      EXPORTDESK_CONFIG_DIR: opts.configDir,
      NO_COLOR: '1',
    };
    delete env.EXPORTDESK_TOKEN;
    delete env.EXPORTDESK_API_URL;
    for (const [k, v] of Object.entries(opts.env ?? {})) {
      if (v === undefined) delete env[k];
      else env[k] = v;
    }
    const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 30_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      let json: any = null;
      try {
        json = JSON.parse(stdout);
      } catch {
        /* not JSON */
      }
      resolve({ code: code ?? -1, stdout, stderr, json });
    });
    child.stdin.end(opts.input ?? '');
  });
}
