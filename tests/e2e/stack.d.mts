export const ROOT: string;
export const PORTS: Record<'api' | 'shell' | 'mfe-shipping' | 'mfe-docs' | 'mfe-backoffice' | 'next', number>;
export const SECTIONS: Array<'mfe-shipping' | 'mfe-docs' | 'mfe-backoffice'>;
/** Comma-separated origins the stack allowlists for sections (PORTAL_REMOTE_ORIGINS). */
export const REMOTE_ORIGINS: string;
export const API_URL: string;
export const SHELL_URL: string;
export const STATE_FILE: string;
export function manifestUrl(section: string): string;
export function ensureBuilt(): void;
export function startStack(): Promise<{
  state: StackState;
  children: Record<string, import('node:child_process').ChildProcess>;
}>;
export function stopStack(): Promise<void>;
export function readState(): StackState;
export function writeState(state: StackState): void;
export function serveSection(
  section: string,
  env?: Record<string, string>,
): import('node:child_process').ChildProcess;
export function waitFor(url: string, ms?: number): Promise<void>;
export interface StackState {
  dataDir: string;
  env: Record<string, string>;
  pids: Record<string, number>;
}
