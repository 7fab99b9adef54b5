/** Thin routes: GET says whether a key exists; POST makes a new one, answered in full once. */
import type { ServerRoute } from '@hapi/hapi';
import { ACCOUNT_EXTRA_CONTRACTS, ORDER_MSG } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { ApiKeyService } from './service';

export function apikeyRoutes(keys: ApiKeyService): ServerRoute[] {
  return [
    route({
      contract: ACCOUNT_EXTRA_CONTRACTS.getApiKey,
      handler: async (req) => {
        const info = await keys.current(userOf(req).userId);
        // The page reads `authKey`; a masked key is never longer than 10 characters, so the page
        // shows "generate" — it decides presence by `exists`.
        return ok(
          { exists: !!info, last4: info?.last4 ?? null, createdAt: info?.createdAt ?? null },
          'Success',
          { authKey: info ? `****${info.last4}` : '' },
        );
      },
    }),
    route({
      contract: ACCOUNT_EXTRA_CONTRACTS.generateApiKey,
      // a new API key is a credential
      options: { plugins: { exportdesk: { grants: 'token' } } },
      handler: async (req) => {
        const { key, info } = await keys.regenerate(userOf(req).userId);
        return ok(
          { exists: true, authKey: key, last4: info.last4, createdAt: info.createdAt },
          ORDER_MSG.keyGenerated,
          { authKey: key },
        );
      },
    }),
  ];
}
