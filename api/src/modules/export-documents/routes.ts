/** Thin routes of My documents (issue 16): the list and the zip of chosen documents. */
import type { ServerRoute } from '@hapi/hapi';
import { DOCKET_CONTRACTS as c } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { ExportDocumentsService } from './service';

export function exportDocumentRoutes(docs: ExportDocumentsService): ServerRoute[] {
  return [
    route({
      contract: c.exportDocuments,
      handler: async (req) => {
        const { type, ...list } = req.query;
        const p = await docs.page(userOf(req), list, type);
        return ok(p.rows, p.message, { count: p.dockets, pager: p.pager });
      },
    }),
    route({
      contract: c.exportDocumentsZip,
      handler: async (req, h) => {
        const z = await docs.zip(userOf(req), req.payload.items);
        return h
          .response(z.stream)
          .type('application/zip')
          .header('content-disposition', `attachment; filename="export-documents-${z.count}.zip"`);
      },
    }),
  ];
}
