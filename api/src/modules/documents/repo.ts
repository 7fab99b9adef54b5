/**
 * long-file: every query of the documents area lives here (the house rule: queries only in repo.ts); split by table when it grows.
 * Docket documents' rows: the docket and its orders as the documents' loader reads them, the
 * invoice generation run per docket, uploaded files, EDF details, the edited IBM workbook.
 */
import type { Db } from '../../db/knex';

export type InvoiceRunStatus = 'Processing' | 'Generated' | 'Failed';

export interface InvoiceRun {
  docketId: number;
  status: InvoiceRunStatus;
  revision: string;
  jobId: string;
  zipKey: string | null;
  invoiceCount: number | null;
  message: string | null;
  updatedAt: number;
}

/** A `docket_invoice_runs` row as the drivers answer it (BIGINT may come as a string). */
interface StoredRun {
  docket_id: number;
  status: InvoiceRunStatus;
  revision: string;
  job_id: string;
  zip_key: string | null;
  invoice_count: number | null;
  message: string | null;
  updated_at: number | string;
}

const toRun = (r: StoredRun): InvoiceRun => ({
  docketId: r.docket_id,
  status: r.status,
  revision: r.revision,
  jobId: r.job_id,
  zipKey: r.zip_key ?? null,
  invoiceCount: r.invoice_count ?? null,
  message: r.message ?? null,
  updatedAt: Number(r.updated_at),
});

export async function invoiceRun(db: Db, docketId: number): Promise<InvoiceRun | null> {
  const r: StoredRun | undefined = await db('docket_invoice_runs').where({ docket_id: docketId }).first();
  return r ? toRun(r) : null;
}

/** Marks the docket Processing for this job (insert or replace: one run per docket). */
export async function startInvoiceRun(
  db: Db,
  docketId: number,
  revision: string,
  jobId: string,
  userId: number,
): Promise<void> {
  const t = Date.now();
  const row = {
    status: 'Processing',
    revision,
    job_id: jobId,
    zip_key: null,
    invoice_count: null,
    message: null,
    requested_by: userId,
    updated_at: t,
  };
  // One statement (ON DUPLICATE KEY UPDATE / ON CONFLICT): two first requests racing would both
  // find no row and insert twice, and the second insert answered a 500 (issue 12 item 5).
  await db('docket_invoice_runs')
    .insert({ docket_id: docketId, created_at: t, ...row })
    .onConflict('docket_id')
    .merge(row);
}

/** Finishes the run of this job only: a newer request for the docket is left alone. */
export async function finishInvoiceRun(
  db: Db,
  docketId: number,
  jobId: string,
  done:
    | { status: 'Generated'; zipKey: string; invoiceCount: number; revision: string }
    | { status: 'Failed'; message: string },
) {
  const row =
    done.status === 'Generated'
      ? {
          status: 'Generated',
          zip_key: done.zipKey,
          invoice_count: done.invoiceCount,
          revision: done.revision,
          message: null,
        }
      : { status: 'Failed', message: done.message.slice(0, 500) };
  return db('docket_invoice_runs')
    .where({ docket_id: docketId, job_id: jobId })
    .update({ ...row, updated_at: Date.now() });
}

export interface DocketFile {
  id: number;
  type: string;
  fileName: string;
  description: string | null;
  mime: string;
  fileKey: string;
  sizeBytes: number;
  uploadedBy: number;
  /** the uploader's userType and customs office (FPO code) at upload time: who the file belongs to */
  uploaderType: number;
  uploaderOffice: string | null;
  createdAt: number;
}

/** A `docket_files` row as the drivers answer it. */
interface StoredFile {
  id: number;
  type: string;
  file_name: string;
  description: string | null;
  mime: string;
  file_key: string;
  size_bytes: number;
  uploaded_by: number;
  uploader_type: number | null;
  uploader_office: string | null;
  created_at: number | string;
}

const toFile = (r: StoredFile): DocketFile => ({
  id: r.id,
  type: r.type,
  fileName: r.file_name,
  description: r.description ?? null,
  mime: r.mime,
  fileKey: r.file_key,
  sizeBytes: r.size_bytes,
  uploadedBy: r.uploaded_by,
  uploaderType: Number(r.uploader_type ?? 0),
  uploaderOffice: r.uploader_office ?? null,
  createdAt: Number(r.created_at),
});

export async function files(db: Db, docketId: number, type?: string): Promise<DocketFile[]> {
  const q = db('docket_files').where({ docket_id: docketId }).orderBy('id');
  if (type) q.andWhere({ type });
  const rows: StoredFile[] = await q;
  return rows.map(toFile);
}

export async function file(db: Db, docketId: number, id: number): Promise<DocketFile | null> {
  const r: StoredFile | undefined = await db('docket_files').where({ docket_id: docketId, id }).first();
  return r ? toFile(r) : null;
}

export async function addFile(
  db: Db,
  docketId: number,
  f: Omit<DocketFile, 'id' | 'createdAt'>,
): Promise<number> {
  const [id] = await db('docket_files').insert({
    docket_id: docketId,
    type: f.type,
    file_name: f.fileName,
    description: f.description,
    mime: f.mime,
    file_key: f.fileKey,
    size_bytes: f.sizeBytes,
    uploaded_by: f.uploadedBy,
    uploader_type: f.uploaderType,
    uploader_office: f.uploaderOffice,
    created_at: Date.now(),
  });
  return Number(id);
}

/**
 * Removes the file's row and records who deleted what, when and on which grounds, in one
 * transaction. Answers false when the row was already gone (a concurrent delete).
 */
export async function removeFile(
  db: Db,
  docketId: number,
  f: DocketFile,
  by: { userId: number; userType: number; grounds: string },
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const n = await trx('docket_files').where({ docket_id: docketId, id: f.id }).delete();
    if (!n) return false;
    await trx('docket_file_deletions').insert({
      docket_id: docketId,
      file_id: f.id,
      file_type: f.type,
      file_name: f.fileName,
      file_key: f.fileKey,
      uploaded_by: f.uploadedBy,
      uploader_type: f.uploaderType,
      uploader_office: f.uploaderOffice,
      deleted_by: by.userId,
      deleter_type: by.userType,
      grounds: by.grounds,
      deleted_at: Date.now(),
    });
    return true;
  });
}

/** Saved EDF details per invoice of a docket (invoiceNo → details as saved). */
export async function edfDetails(db: Db, docketId: number): Promise<Map<string, Record<string, unknown>>> {
  const rows: Array<{ invoice_no: string; data: string }> = await db('edf_details')
    .where({ docket_id: docketId })
    .select('invoice_no', 'data');
  return new Map(rows.map((r) => [r.invoice_no, JSON.parse(r.data) as Record<string, unknown>]));
}

/** Insert or update the details of these invoices, in one transaction. */
export async function saveEdfDetails(
  db: Db,
  docketId: number,
  invoiceNos: string[],
  data: Record<string, unknown>,
  userId: number,
): Promise<void> {
  const t = Date.now();
  const text = JSON.stringify(data);
  await db.transaction(async (trx) => {
    for (const invoiceNo of invoiceNos) {
      const n = await trx('edf_details')
        .where({ docket_id: docketId, invoice_no: invoiceNo })
        .update({ data: text, updated_by: userId, updated_at: t });
      if (!n)
        await trx('edf_details').insert({
          docket_id: docketId,
          invoice_no: invoiceNo,
          data: text,
          updated_by: userId,
          updated_at: t,
        });
    }
  });
}

export interface IbmFileRow {
  fileName: string;
  kind: 'xlsx' | 'xls';
  fileKey: string;
  sizeBytes: number;
  uploadedBy: number;
  uploadedByName: string;
  uploadedAt: number;
}

export async function ibmFile(db: Db, docketId: number): Promise<IbmFileRow | null> {
  const r = await db('docket_ibm_files as f')
    .leftJoin('users as u', 'u.id', 'f.uploaded_by')
    .where('f.docket_id', docketId)
    .first('f.*', 'u.name as uploaded_by_name');
  return r
    ? {
        fileName: r.file_name,
        kind: r.kind,
        fileKey: r.file_key,
        sizeBytes: r.size_bytes,
        uploadedBy: r.uploaded_by,
        uploadedByName: r.uploaded_by_name ?? '',
        uploadedAt: Number(r.uploaded_at),
      }
    : null;
}

/** The docket's one edited workbook, replaced; answers the key of the file it replaced (to remove). */
export async function putIbmFile(
  db: Db,
  docketId: number,
  f: Omit<IbmFileRow, 'uploadedByName' | 'uploadedAt'>,
): Promise<string | null> {
  const t = Date.now();
  return db.transaction(async (trx) => {
    const old = await trx('docket_ibm_files').where({ docket_id: docketId }).first('file_key');
    const row = {
      file_name: f.fileName,
      kind: f.kind,
      file_key: f.fileKey,
      size_bytes: f.sizeBytes,
      uploaded_by: f.uploadedBy,
      uploaded_at: t,
    };
    if (old) await trx('docket_ibm_files').where({ docket_id: docketId }).update(row);
    else await trx('docket_ibm_files').insert({ docket_id: docketId, ...row });
    return old?.file_key ?? null;
  });
}

/** The docket's row with its exporter, as the documents print them (`api/src/documents/loader.ts`). */
export interface DocketRow {
  id: number;
  exporter_id: number;
  docket_no: string;
  pbe_type: string;
  created_at: number | string;
  shipping_bill_no: string | null;
  shipping_bill_date: number | string | null;
  fpo_code: string | null;
  name: string;
  ie_code: string | null;
  gstin: string | null;
  email: string | null;
  mobile: string | null;
}

export async function docketRow(db: Db, docketNo: string): Promise<DocketRow | undefined> {
  return db('dockets as d')
    .join('users as u', 'u.id', 'd.exporter_id')
    .where('d.docket_no', docketNo)
    .first(
      'd.id',
      'd.exporter_id',
      'd.docket_no',
      'd.pbe_type',
      'd.created_at',
      'd.shipping_bill_no',
      'd.shipping_bill_date',
      'd.fpo_code',
      'u.name',
      'u.ie_code',
      'u.gstin',
      'u.email',
      'u.mobile',
    );
}

/** The docket's orders in saved order: the parcel id and the order as saved (JSON text, or parsed by the driver). */
export async function docketOrders(
  db: Db,
  docketId: number,
): Promise<Array<{ box_id: string; data: unknown }>> {
  return db('orders').where('docket_id', docketId).orderBy('id').select('box_id', 'data');
}

/** The PBE number and date a customs user records (epoch-ms day, or null). */
export async function setShippingBill(
  db: Db,
  docketId: number,
  bill: string,
  date: number | null,
): Promise<void> {
  await db('dockets').where({ id: docketId }).update({ shipping_bill_no: bill, shipping_bill_date: date });
}

/** A user's e-mail address, or null when none is on file. */
export async function userEmail(db: Db, userId: number): Promise<string | null> {
  const r: { email?: string | null } | undefined = await db('users').where({ id: userId }).first('email');
  return r?.email ? String(r.email) : null;
}
