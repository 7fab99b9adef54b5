import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { aliasRoutes } from './http/aliases';
import { documentRoutes } from './routes';
import { DocumentsService } from './service';
import { UploadsService } from './uploads';

/** Docket documents (issue 6): the documents tab, one document, all invoices (zip), uploads. */
export const documentsPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-documents',
  register(server, { ctx }) {
    const docs = new DocumentsService(ctx);
    const uploads = new UploadsService(ctx, docs);
    server.route(documentRoutes(docs, uploads));
    server.route(aliasRoutes(docs, uploads)); // the spec's call names for the same service calls
  },
};
