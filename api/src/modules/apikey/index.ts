/**
 * The API key page's calls (001 §2.8, §4 "API key section", §7): GET /api/v1/apikey says whether a
 * key exists (its last 4 characters and when it was made); POST /api/v1/apikey makes a new one,
 * answered in full once, and revokes the previous key at once.
 */
import type { Plugin } from '@hapi/hapi';
import { ORDER_MSG } from '@exportdesk/core';
import type { AppContext } from '../../context';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import * as keys from './repo';

export const apikeyPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-apikey',
  register(server, { ctx }) {
    server.route([
      {
        method: 'GET',
        path: '/api/v1/apikey',
        options: guarded('apikey.manage'),
        handler: async (req) => {
          const info = await keys.activeKey(ctx.db, userOf(req).userId);
          // The page reads `authKey`; a masked key is never longer than 10 characters, so the page
          // shows "generate" — it decides presence by `exists`.
          return ok({ exists: !!info, last4: info?.last4 ?? null, createdAt: info?.createdAt ?? null }, 'Success', { authKey: info ? `****${info.last4}` : '' });
        },
      },
      {
        method: 'POST',
        path: '/api/v1/apikey',
        options: guarded('apikey.manage'),
        handler: async (req) => {
          const { key, info } = await keys.regenerate(ctx.db, userOf(req).userId);
          return ok({ exists: true, authKey: key, last4: info.last4, createdAt: info.createdAt }, ORDER_MSG.keyGenerated, { authKey: key });
        },
      },
    ]);
  },
};
