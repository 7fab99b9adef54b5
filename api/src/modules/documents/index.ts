import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { localStorage } from '../../lib/storage';
import { printRoutes } from './print-routes';
import { documentRoutes } from './routes';
import { DocumentsService } from './service';

/** Docket documents (issue 6): the documents tab, one document, all invoices (zip), uploads. */
export const documentsPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-documents',
  register(server, { ctx }) {
    server.route(documentRoutes(new DocumentsService(ctx, localStorage(ctx.config.dataDir))));
    server.route(printRoutes(new DocumentsService(ctx, localStorage(ctx.config.dataDir))));
  },
};
