/** Thin route: meisFormGenerate under the spec's order/* group (001 §7), answering the form's PDF. */
import type { ServerRoute } from '@hapi/hapi';
import { CLAIM_CONTRACTS as c } from '@exportdesk/core';
import { attachment } from '../../http/attachment';
import { userOf } from '../../http/auth';
import { route } from '../../http/route';
import type { ClaimsService } from './service';

export function claimRoutes(claims: ClaimsService): ServerRoute[] {
  return [
    route({
      contract: c.meisFormGenerate,
      options: { payload: { maxBytes: 12 * 1024 * 1024 } },
      handler: async (req, h) => {
        const r = await claims.generate(userOf(req), req.payload.avatar);
        return attachment(h, r.pdf, 'application/pdf', `${r.refNo}.pdf`).header('x-meis-ref-no', r.refNo);
      },
    }),
  ];
}
