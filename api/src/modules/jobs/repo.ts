/** The one query of the jobs area: a bulk upload's row, which keeps its report after Bull forgets the job. */
import type { Db } from '../../db/knex';
import { json } from '../../db/knex';

export interface BulkUploadState {
  userId: number;
  status: string;
  report: unknown;
}

export async function bulkUpload(db: Db, id: number): Promise<BulkUploadState | null> {
  const r: { user_id: number | string; status: string; report: string | null } | undefined = await db(
    'bulk_uploads',
  )
    .where({ id })
    .first('user_id', 'status', 'report');
  return r ? { userId: Number(r.user_id), status: r.status, report: json(r.report, null) } : null;
}
