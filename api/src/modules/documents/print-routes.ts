/**
 * The postal bill print page's data (002 §2.5): `GET /api/v1/dockets/{docket}/pbe-print` answers
 * core's `PbePrint` from the docket's view model, the same `pbePrintOf` the PBE PDF is laid out
 * from. Visibility is the service's (`docket()`: a docket the user may not see is a 404), and the
 * PBE is a document every role may see (core `canSeeDocument`).
 */
import type { ServerRoute } from '@hapi/hapi';
import Boom from '@hapi/boom';
import { canSeeDocument, docketParamSchema, MSG, type PbePrint } from '@exportdesk/core';
import { pbePrintOf } from '../../documents/pbe';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { DocumentsService } from './service';

export function printRoutes(docs: DocumentsService): ServerRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/v1/dockets/{docket}/pbe-print',
      options: { ...guarded('dockets.view'), validate: validate.params(docketParamSchema) },
      handler: async (req) => {
        const user = userOf(req);
        const { model, facts } = await docs.docket(user, (req.params as any).docket);
        if (!canSeeDocument(user, 'pbe', facts)) throw Boom.forbidden(MSG.notAllowed);
        const data: PbePrint = pbePrintOf(model);
        return ok(data);
      },
    },
  ];
}
