/**
 * Every query of a claim's documents (pod, pop, coi, ad): `claim_files`, mapped to ClaimFile here.
 * An upload or a delete touches the claim's `updated_at` in the same transaction.
 */
import type { Db } from '../../db/knex';
import { now } from '../../db/knex';

type Num = number | string;

export interface ClaimFile {
  claimId: number;
  kind: string;
  fileName: string;
  storageKey: string;
  contentType: string;
}

interface ClaimFileRecord {
  claim_id: Num;
  kind: string;
  file_name: string;
  storage_key: string;
  content_type: string;
}

const toFile = (r: ClaimFileRecord): ClaimFile => ({
  claimId: Number(r.claim_id),
  kind: r.kind,
  fileName: r.file_name,
  storageKey: r.storage_key,
  contentType: r.content_type,
});

export async function claimFiles(db: Db, claimIds: number[]): Promise<ClaimFile[]> {
  if (!claimIds.length) return [];
  const rows: ClaimFileRecord[] = await db('claim_files')
    .whereIn('claim_id', claimIds)
    .orderBy('id')
    .select('claim_id', 'kind', 'file_name', 'storage_key', 'content_type');
  return rows.map(toFile);
}

export interface NewClaimFile {
  kind: string;
  fileName: string;
  key: string;
  contentType: string;
  size: number;
}

export async function insertFiles(db: Db, claimId: number, files: NewClaimFile[], userId: number) {
  const t = now();
  await db.transaction(async (trx) => {
    for (const f of files) {
      // The same name again replaces the earlier file's row (its bytes are overwritten under the same key).
      await trx('claim_files').where({ claim_id: claimId, kind: f.kind, file_name: f.fileName }).delete();
      await trx('claim_files').insert({
        claim_id: claimId,
        kind: f.kind,
        file_name: f.fileName,
        storage_key: f.key,
        content_type: f.contentType,
        size_bytes: f.size,
        uploaded_by: userId,
        created_at: t,
      });
    }
    await trx('claims').where({ id: claimId }).update({ updated_at: t });
  });
}

/** Deletes a claim's file row; answers its storage key, or null when there was none. */
export async function deleteFile(
  db: Db,
  claimId: number,
  kind: string,
  fileName: string,
): Promise<string | null> {
  return db.transaction(async (trx) => {
    const f: { id: Num; storage_key: string } | undefined = await trx('claim_files')
      .where({ claim_id: claimId, kind, file_name: fileName })
      .first('id', 'storage_key');
    if (!f) return null;
    await trx('claim_files').where({ id: f.id }).delete();
    await trx('claims').where({ id: claimId }).update({ updated_at: now() });
    return f.storage_key;
  });
}
