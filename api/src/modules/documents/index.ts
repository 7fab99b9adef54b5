import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { aliasRoutes } from './aliases';
import { printRoutes } from './print-routes';
import { documentRoutes } from './routes';
import { DocumentsService } from './service';

/** Docket documents (issue 6): the documents tab, one document, all invoices (zip), uploads. */
export const documentsPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-documents',
  register(server, { ctx }) {
    const docs = new DocumentsService(ctx, ctx.storage);
    server.route(documentRoutes(docs));
    server.route(printRoutes(docs));
    server.route(aliasRoutes(docs)); // the spec's call names for the same service calls
  },
};
