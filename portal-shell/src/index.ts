// No eval under the portal's CSP: zod must not probe for `new Function` (its JIT) — set before any
// module parses (portal-kit/src/config.ts says the same for a section running alone).
const zodConfig = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodConfig.__zod_globalConfig = Object.assign(zodConfig.__zod_globalConfig ?? {}, { jitless: true });
// Async boundary: shared singletons (React, router, query, portal-kit) are negotiated first.
import('./bootstrap');
