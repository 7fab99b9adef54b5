/**
 * Federation runtime plugin: when a section cannot be loaded (server down, broken manifest or
 * entry), answer with a module the shell recognises instead of throwing, so the shell shows
 * "This section is unavailable right now" with a retry and everything else keeps working.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const REMOTE_ERROR_EVENT = 'exportdesk:remote-error';

export default function sectionFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'exportdesk-section-fallback',
    errorLoadRemote(args) {
      const reason = args.error instanceof Error ? args.error.message : String(args.error);
      if (typeof window !== 'undefined') {
        window.dispatchEvent(
          new CustomEvent(REMOTE_ERROR_EVENT, { detail: { id: args.id, lifecycle: args.lifecycle, reason } }),
        );
      }
      // Shared modules that fail to come from a remote fall back to the local copy.
      if (args.lifecycle === 'beforeLoadShare') return undefined;
      return { default: [], unavailable: true, reason };
    },
  };
}
