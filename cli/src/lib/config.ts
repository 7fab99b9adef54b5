/**
 * CLI settings in ~/.config/exportdesk/config.json (XDG_CONFIG_HOME respected; EXPORTDESK_CONFIG_DIR
 * for tests), each overridable by the environment: EXPORTDESK_API_URL, EXPORTDESK_TOKEN,
 * EXPORTDESK_API_KEY. The environment wins, so CI never depends on a file.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { CliError, EXIT } from './errors';

export interface StoredConfig {
  apiUrl?: string;
  token?: string;
  user?: { userId: number; userType: number; name: string; userName?: string };
}

export const DEFAULT_API_URL = 'http://localhost:4000';

export function configDir(env = process.env): string {
  if (env.EXPORTDESK_CONFIG_DIR) return env.EXPORTDESK_CONFIG_DIR;
  return path.join(env.XDG_CONFIG_HOME || path.join(homedir(), '.config'), 'exportdesk');
}

const file = () => path.join(configDir(), 'config.json');

export function readConfig(): StoredConfig {
  try {
    return existsSync(file()) ? (JSON.parse(readFileSync(file(), 'utf8')) as StoredConfig) : {};
  } catch {
    return {};
  }
}

export function writeConfig(patch: Partial<StoredConfig>): void {
  const next = { ...readConfig(), ...patch };
  mkdirSync(configDir(), { recursive: true, mode: 0o700 });
  writeFileSync(file(), JSON.stringify(next, null, 2) + '\n', { mode: 0o600 });
  chmodSync(file(), 0o600); // it holds a token
}

export function clearToken(): void {
  const c = readConfig();
  delete c.token;
  delete c.user;
  if (Object.keys(c).length === 0) rmSync(file(), { force: true });
  else writeFileSync(file(), JSON.stringify(c, null, 2) + '\n', { mode: 0o600 });
}

/** What a command uses: flags beat environment beat the file. */
export function resolveSettings(flags: { apiUrl?: string } = {}) {
  const c = readConfig();
  const apiUrl = (flags.apiUrl || process.env.EXPORTDESK_API_URL || c.apiUrl || DEFAULT_API_URL)
    .replace(/\/+$/, '')
    .replace(/\/api\/v1$/, '');
  return {
    apiUrl,
    token: process.env.EXPORTDESK_TOKEN || c.token || null,
    tokenSource: process.env.EXPORTDESK_TOKEN ? 'EXPORTDESK_TOKEN' : c.token ? 'config' : null,
    apiKey: process.env.EXPORTDESK_API_KEY || null,
    user: c.user ?? null,
  };
}

/** Running under CI (any non-empty CI variable): no terminal UI, JSON and plain lines. */
export const underCi = (): boolean => !!process.env.CI;

/** NO_COLOR (https://no-color.org): set and not empty. */
export const noColor = (): boolean => process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== '';

/** Colour off for ink: chalk reads FORCE_COLOR=0 when it loads (lazily, with the first view). */
export function turnColourOff(): void {
  process.env.FORCE_COLOR = '0';
}

/** Sign-in answers a script may give through the environment (flags win). */
export function envCredentials(): { userType?: number; userName?: string; password?: string } {
  const e = process.env;
  return {
    userType: e.EXPORTDESK_USER_TYPE ? Number(e.EXPORTDESK_USER_TYPE) : undefined,
    userName: e.EXPORTDESK_USERNAME,
    password: e.EXPORTDESK_PASSWORD,
  };
}

/** A portal section's deploy token from the environment (a `--deploy-token` flag wins): what a pipeline sets. */
export const envDeployToken = (): string | undefined => process.env.EXPORTDESK_DEPLOY_TOKEN || undefined;

/** The token a signed-in command needs; without one, exit 3 with what to do. */
export function requireToken(settings: { token: string | null }): string {
  if (!settings.token)
    throw new CliError('Not logged in. Run `exportdesk login` or set EXPORTDESK_TOKEN.', EXIT.AUTH);
  return settings.token;
}
