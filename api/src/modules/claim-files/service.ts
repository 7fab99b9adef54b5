/**
 * A claim's documents (issue 16; 001 §7 uploadMeisDoc, deleteobject, viewMeisDoc): proof of export
 * (pod), of payment (pop), certificate of inspection (coi) and the AD's letter (ad). PDF, PNG or
 * JPEG by their bytes, kept under the extension of what they are; changed only while core's
 * status machine allows. The claim and who may see it come from the claims room.
 */
import { randomBytes } from 'node:crypto';
import {
  FILE_KIND_EXT,
  FILE_MIME,
  MEIS_MSG,
  claimActionAllowed,
  claimRole,
  cleanFileName,
  fileNameForKind,
  sniffFileKind,
} from '@exportdesk/core';
import type { AppContext } from '../../context';
import { conflict, invalid, notFound } from '../../errors';
import { ClaimsService, type Claim, type ClaimUser } from '../claims/service';
import * as repo from './repo';

export type { ClaimFile } from './repo';

/** Each document file: PDF, PNG or JPEG by its bytes, at most 5 MB (ours: scans of a few pages). */
export const MEIS_FILE_MAX_BYTES = 5 * 1024 * 1024;

export class ClaimFilesService {
  private readonly claims: ClaimsService;

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'storage' | 'queues' | 'log'>) {
    this.claims = new ClaimsService(ctx);
  }

  private allowed(c: Claim, user: ClaimUser, action: 'upload' | 'deleteFile') {
    if (!claimActionAllowed(c.status, claimRole(user), action)) throw conflict(MEIS_MSG.notAllowed(c.status));
  }

  /** The claims' files, in the order uploaded. */
  filesOf(claimIds: number[]) {
    return repo.claimFiles(this.ctx.db, claimIds);
  }

  /** uploadMeisDoc: every file checked by its bytes first; then stored and recorded together. */
  async upload(
    user: ClaimUser,
    refNo: string,
    kind: string,
    files: Array<{ fileName: string; base64: string }>,
  ) {
    const c = await this.claims.claimFor(user, refNo);
    this.allowed(c, user, 'upload');
    const decoded = files.map((f) => {
      const data = Buffer.from(f.base64.replace(/^data:[^,]*,/, ''), 'base64');
      const type = sniffFileKind(data);
      if (!type) throw invalid(MEIS_MSG.onlyPdfOrImage(cleanFileName(f.fileName, `${kind}.pdf`)));
      // Kept and served with the extension of what it is (issue 23), whatever it was called.
      const name = fileNameForKind(f.fileName, type, kind);
      if (data.length > MEIS_FILE_MAX_BYTES) throw invalid(`${name}: a file may be at most 5 MB.`);
      return { name, data, type };
    });
    const stored = decoded.map((f) => ({
      kind,
      fileName: f.name,
      key: `claims/${c.refNo}/${kind}/${Date.now()}-${randomBytes(4).toString('hex')}.${FILE_KIND_EXT[f.type]}`,
      contentType: FILE_MIME[f.type],
      size: f.data.length,
    }));
    await Promise.all(stored.map((s, i) => this.ctx.storage.put(s.key, decoded[i]!.data)));
    try {
      await repo.insertFiles(this.ctx.db, c.id, stored, user.userId);
    } catch (err) {
      await Promise.all(stored.map((s) => this.ctx.storage.remove(s.key).catch(() => undefined)));
      throw err;
    }
  }

  /** deleteobject: only while Generated. */
  async delete(user: ClaimUser, refNo: string, kind: string, fileName: string) {
    const c = await this.claims.claimFor(user, refNo);
    this.allowed(c, user, 'deleteFile');
    const key = await repo.deleteFile(this.ctx.db, c.id, kind, fileName);
    if (!key) throw notFound(MEIS_MSG.fileMissing);
    await this.ctx.storage.remove(key).catch(() => undefined);
  }

  /** The view button: one document of a claim (owner, DGFT, admins). */
  async file(user: ClaimUser, refNo: string, kind: string, fileName: string) {
    const c = await this.claims.claimFor(user, refNo);
    const f = (await this.filesOf([c.id])).find((x) => x.kind === kind && x.fileName === fileName);
    if (!f) throw notFound(MEIS_MSG.fileMissing);
    return { data: await this.ctx.storage.read(f.storageKey), contentType: f.contentType, fileName };
  }
}
