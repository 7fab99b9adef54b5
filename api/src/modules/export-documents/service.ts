/**
 * My documents (issue 16, `/export-documents`): the whole-docket documents of one page of the
 * dockets a user may see (the PBE list's filters and visibility), and a zip of chosen ones. Each
 * document comes from the documents area exactly as the docket page serves it: same access rule,
 * same stored file, rendered once per docket revision. No table of its own, so no repo.ts: it reads
 * through the dockets and documents services.
 */
import {
  documentsTab,
  EXPORT_DOCUMENT_KINDS,
  EXPORT_DOCUMENT_TITLES,
  EXPORT_DOCUMENTS_MSG,
  zipEntryName,
  type ExportDocumentKind,
  type ExportDocumentRow,
  type ExportDocumentsZip,
  type PbeListQuery,
} from '@exportdesk/core';
import { createZip } from '../../lib/zip';
import type { DocketsService } from '../dockets/service';
import type { DocumentsService, Viewer } from '../documents/service';

async function bytesOf(data: Buffer | NodeJS.ReadableStream): Promise<Buffer> {
  if (Buffer.isBuffer(data)) return data;
  const chunks: Buffer[] = [];
  for await (const c of data as AsyncIterable<Buffer | string>) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

export class ExportDocumentsService {
  constructor(
    private readonly dockets: DocketsService,
    private readonly documents: DocumentsService,
  ) {}

  /** One page of dockets, each with the documents this role may see of it (one kind when asked). */
  async page(user: Viewer, q: PbeListQuery, kind?: ExportDocumentKind) {
    const p = await this.dockets.page(user, q);
    const rows: ExportDocumentRow[] = [];
    for (const d of p.items) {
      const { facts } = await this.documents.docket(user, d.tempSBill);
      const seen = new Set<string>(documentsTab(user, facts).documents);
      for (const type of EXPORT_DOCUMENT_KINDS)
        if (seen.has(type) && (!kind || kind === type))
          rows.push({
            docketNo: d.tempSBill,
            createdAt: d.createdAt,
            exporter: d.exporterDetails.name,
            type,
            title: EXPORT_DOCUMENT_TITLES[type],
          });
    }
    const message = rows.length ? p.message : p.total ? EXPORT_DOCUMENTS_MSG.noDocuments : p.message;
    return { rows, dockets: p.total, pager: p.pager, message };
  }

  /**
   * The chosen documents as one zip (`<docket>/<kind>.pdf`). Every document is fetched (and
   * checked: a docket the user may not see is a 404, a kind the role may not see a 403) before
   * the first byte is sent, so a refusal is a clear answer and never a broken zip.
   */
  async zip(user: Viewer, items: ExportDocumentsZip['items']) {
    const files: Array<{ name: string; data: Buffer }> = [];
    for (const i of items) {
      const f = await this.documents.document(user, i.docketNo, i.type, {});
      files.push({ name: zipEntryName(i.docketNo, i.type), data: await bytesOf(f.data) });
    }
    const zip = createZip();
    void (async () => {
      for (const f of files) await zip.add(f.name, f.data);
      await zip.finish();
    })().catch((err: unknown) => zip.stream.destroy(err as Error));
    return { stream: zip.stream, count: files.length };
  }
}
