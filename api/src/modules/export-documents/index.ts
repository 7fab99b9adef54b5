import type { Plugin } from '@hapi/hapi';
import type { AppContext } from '../../context';
import { DocketsService } from '../dockets/service';
import { DocumentsService } from '../documents/service';
import { exportDocumentRoutes } from './routes';
import { ExportDocumentsService } from './service';

/** My documents (issue 16): the documents of the PBE list's dockets, and zips of them. */
export const exportDocumentsPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-export-documents',
  register(server, { ctx }) {
    const service = new ExportDocumentsService(new DocketsService(ctx), new DocumentsService(ctx));
    server.route(exportDocumentRoutes(service));
  },
};
