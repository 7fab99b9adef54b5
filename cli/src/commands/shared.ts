import type { Command } from 'commander';
import type { OutputFlags } from '../lib/output';

/** Options every command accepts (declared on the program). */
export function globalFlags(cmd: Command): OutputFlags & { apiUrl?: string } {
  return cmd.optsWithGlobals() as OutputFlags & { apiUrl?: string };
}
