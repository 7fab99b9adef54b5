/** The one query of the jobs area: a bulk upload's row, which keeps its report after Bull forgets the job. */
import type { Db } from '../../db/knex';
import { json } from '../../db/knex';

export interface BulkUploadState {
  id: number;
  userId: number;
  status: string;
  report: unknown;
}

/** The upload whose job key (migration 130) a `bu-<key>` job id names, in this database. */
export async function bulkUploadByJobKey(db: Db, jobKey: string): Promise<BulkUploadState | null> {
  const r:
    { id: number | string; user_id: number | string; status: string; report: string | null } | undefined =
    await db('bulk_uploads').where({ job_key: jobKey }).first('id', 'user_id', 'status', 'report');
  return r
    ? { id: Number(r.id), userId: Number(r.user_id), status: r.status, report: json(r.report, null) }
    : null;
}
