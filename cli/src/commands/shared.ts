import type { Command } from 'commander';
import { resolveSettings } from '../lib/config';
import { Output, type OutputFlags } from '../lib/output';

/** Options every command accepts (declared on the program). */
export function globalFlags(cmd: Command): OutputFlags & { apiUrl?: string } {
  return cmd.optsWithGlobals() as OutputFlags & { apiUrl?: string };
}

/** What every command starts from: where its output goes and its settings (flags > environment > file). */
export function commandContext(cmd: Command) {
  const g = globalFlags(cmd);
  return { out: new Output(g), settings: resolveSettings(g) };
}
