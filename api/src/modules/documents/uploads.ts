// Own file: the files users upload to a docket (additional documents, proofs of export, the edited IBM workbook), checked by content; generated documents are service.ts's.
/**
 * Uploaded files of a docket: additional documents (PDF, description 5–40, 1 MB), proofs of
 * export (png, jpeg or pdf), the exporter's edit of the IBM workbook (Excel, 5 MB), served back
 * and deleted by core's ownership rule. Each file is checked by its content, never its name.
 */
import { randomUUID } from 'node:crypto';
import {
  canDocumentAction,
  canSeeDocument,
  canUploadProof,
  cleanFileName,
  FILE_KIND_EXT,
  fileNameForKind,
  DOCUMENT_LIMITS,
  DOCUMENT_MSG,
  EXCEL_MIME,
  FILE_MIME,
  fileDeletion,
  IBM_EDIT_LIMITS,
  IBM_EDIT_MSG,
  sniffFileKind,
  uploaderOffice,
  type FileKind,
  type ProofType,
  type UpdatedIbm,
  canDeleteFile,
} from '@exportdesk/core';
import type { AppContext } from '../../context';
import { readExcelUpload } from '../../documents';
import { forbidden, invalid, notFound, tooLarge, unsupported } from '../../errors';
import * as repo from './repo';
import { must, uploaderOf, type DocumentsService, type FileAnswer, type Viewer } from './service';

type UploadedFile = { fileName: string; data: Buffer | null };

export class UploadsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly docs: DocumentsService,
  ) {}

  /** Additional documents (eVerifiedUpload, type other): PDF by content, description 5–40, 1 MB. */
  async uploadAdditional(
    user: Viewer,
    docketNo: string,
    fileName: string,
    data: Buffer | null,
    description: string,
  ) {
    const { id, facts } = await this.docs.docket(user, docketNo);
    must(canDocumentAction(user, 'upload-additional', facts));
    const [file] = await this.store(
      id,
      docketNo,
      'other',
      [{ fileName, data }],
      ['pdf'],
      DOCUMENT_MSG.pdfOnly,
      user,
      description,
    );
    return file;
  }

  /** Proof of export: several png, jpeg or pdf files under one row (pbe, rbi, exportInvoice, receipts). */
  async uploadProofs(user: Viewer, docketNo: string, type: ProofType, files: UploadedFile[]) {
    const { id } = await this.docs.docket(user, docketNo);
    must(canUploadProof(user));
    return this.store(id, docketNo, type, files, ['pdf', 'png', 'jpeg'], DOCUMENT_MSG.proofKinds, user, null);
  }

  /** "Get docket data: type, docketNo; reads data.{type}". */
  async proofs(user: Viewer, docketNo: string, type: ProofType) {
    const { id, facts } = await this.docs.docket(user, docketNo);
    const list = await repo.files(this.ctx.db, id, type);
    return {
      [type]: list.map((f) => ({
        id: f.id,
        fileName: f.fileName,
        fileType: f.mime,
        size: f.sizeBytes,
        createdAt: f.createdAt,
        canDelete: canDeleteFile(user, uploaderOf(f), facts),
      })),
    };
  }

  /** Checks every file before storing any: one bad file refuses the upload whole. */
  private async store(
    docketId: number,
    docketNo: string,
    type: string,
    files: UploadedFile[],
    kinds: FileKind[],
    wrongKind: string,
    user: Viewer,
    description: string | null,
  ) {
    if (!files.length || files.some((f) => !f.data)) throw invalid(DOCUMENT_MSG.noFile);
    const checked = files.map((f) => {
      const data = f.data!;
      if (data.length === 0) throw invalid(DOCUMENT_MSG.emptyFile);
      if (data.length > DOCUMENT_LIMITS.uploadMaxBytes) throw tooLarge(DOCUMENT_MSG.tooLarge);
      // By content, not by name: a renamed .exe starts with "MZ", not "%PDF-".
      const kind = sniffFileKind(data);
      if (!kind || !kinds.includes(kind)) throw unsupported(wrongKind);
      // The name is data: normalised once here and sent back only through contentDisposition.
      // Kept and served with the extension of what it is (issue 23): "invoice.exe" → "invoice.pdf".
      return { data, kind, fileName: fileNameForKind(f.fileName, kind, 'document') };
    });
    const out = [];
    for (const f of checked) {
      const fileKey = `dockets/${docketNo}/${type}/${randomUUID()}.${FILE_KIND_EXT[f.kind]}`;
      await this.ctx.storage.put(fileKey, f.data);
      const fileId = await repo.addFile(this.ctx.db, docketId, {
        type,
        fileName: f.fileName,
        description,
        mime: FILE_MIME[f.kind],
        fileKey,
        sizeBytes: f.data.length,
        uploadedBy: user.userId,
        uploaderType: user.userType,
        uploaderOffice: uploaderOffice(user),
      });
      out.push({
        id: fileId,
        fileName: f.fileName,
        fileType: FILE_MIME[f.kind],
        desc: description,
        size: f.data.length,
      });
    }
    return out;
  }

  /** lookup/uploadibmFile: the exporter's edit of the IBM workbook, Excel by content, 5 MB; replaces the last one. */
  async uploadIbm(
    user: Viewer,
    docketNo: string,
    fileName: string,
    data: Buffer | null,
  ): Promise<UpdatedIbm> {
    const { id, model: d, facts } = await this.docs.docket(user, docketNo);
    must(canDocumentAction(user, 'upload-ibm', facts));
    if (!data) throw invalid(IBM_EDIT_MSG.noFile);
    if (!data.length) throw invalid(IBM_EDIT_MSG.empty);
    if (data.length > IBM_EDIT_LIMITS.maxBytes) throw tooLarge(IBM_EDIT_MSG.tooLarge);
    const checked = await readExcelUpload(data, this.ctx.config.workbook);
    if (!checked.ok)
      throw checked.reason === 'too-big'
        ? tooLarge(IBM_EDIT_MSG.tooLarge)
        : unsupported(IBM_EDIT_MSG.excelOnly);
    const base = cleanFileName(fileName, '');
    const name =
      base && /\.xlsx?$/i.test(base)
        ? base
        : `${base.replace(/\.[^.]*$/, '') || `IBM_${d.docketNo}`}.${checked.kind}`;
    const fileKey = `dockets/${d.docketNo}/ibm/${randomUUID()}.${checked.kind}`;
    await this.ctx.storage.put(fileKey, data);
    const old = await repo.putIbmFile(this.ctx.db, id, {
      fileName: name,
      kind: checked.kind,
      fileKey,
      sizeBytes: data.length,
      uploadedBy: user.userId,
    });
    if (old && old !== fileKey) await this.ctx.storage.remove(old);
    const row = (await repo.ibmFile(this.ctx.db, id))!;
    return { fileName: row.fileName, uploadedAt: row.uploadedAt, uploadedBy: row.uploadedByName };
  }

  /** lookup/downloadibmfile: the edited workbook as uploaded. */
  async downloadIbm(user: Viewer, docketNo: string): Promise<FileAnswer> {
    const { id, facts } = await this.docs.docket(user, docketNo);
    must(canSeeDocument(user, 'ibm', facts));
    const f = await repo.ibmFile(this.ctx.db, id);
    if (!f) throw notFound(IBM_EDIT_MSG.notUploaded);
    return {
      data: this.ctx.storage.stream(f.fileKey),
      fileName: f.fileName,
      contentType: EXCEL_MIME[f.kind],
      size: f.sizeBytes,
    };
  }

  /** A stored file as the spec's calls name it (viewDoc, deletedocument): the newest of that name. */
  async fileIdByName(user: Viewer, docketNo: string, fileName: string, type?: string): Promise<number> {
    const { id } = await this.docs.docket(user, docketNo);
    const found = (await repo.files(this.ctx.db, id, type)).filter((f) => f.fileName === fileName).pop();
    if (!found) throw notFound(DOCUMENT_MSG.fileNotFound);
    return found.id;
  }

  async uploadedFile(user: Viewer, docketNo: string, fileId: number): Promise<FileAnswer> {
    const { id } = await this.docs.docket(user, docketNo);
    const f = await repo.file(this.ctx.db, id, fileId);
    if (!f) throw notFound(DOCUMENT_MSG.fileNotFound);
    return {
      data: this.ctx.storage.stream(f.fileKey),
      fileName: f.fileName,
      contentType: f.mime,
      size: f.sizeBytes,
    };
  }

  /**
   * Deletes an uploaded file (additional document or proof) if it belongs to this user's side:
   * core's fileDeletion decides (issue 12 item 4). Every deletion is recorded (who, when, what).
   */
  async deleteUploaded(user: Viewer, docketNo: string, fileId: number) {
    const { id, facts } = await this.docs.docket(user, docketNo);
    const f = await repo.file(this.ctx.db, id, fileId);
    if (!f) throw notFound(DOCUMENT_MSG.fileNotFound);
    const verdict = fileDeletion(user, uploaderOf(f), facts);
    if (!verdict.ok) throw forbidden(verdict.message);
    if (
      !(await repo.removeFile(this.ctx.db, id, f, {
        userId: user.userId,
        userType: user.userType,
        grounds: verdict.grounds,
      }))
    )
      throw notFound(DOCUMENT_MSG.fileNotFound);
    await this.ctx.storage.remove(f.fileKey);
    return { id: fileId };
  }
}
