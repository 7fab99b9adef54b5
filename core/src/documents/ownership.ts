/**
 * Documents belong to whoever filed them (issue 12 item 4): who may delete an uploaded file of a
 * docket (an additional document or a proof of export). One rule for the API (403 with the
 * message) and the portal (each row says whether THIS user may delete it).
 *
 * - A customs office's file (FPO, CBIC, DGFT upload) is deleted by that office only: the same
 *   userType and the same FPO code. The super admin may too, and the deletion is recorded.
 * - An admin's file: the admin who filed it, or the super admin.
 * - The exporter side's file (exporter admin or user, CHA, agent): the exporter side of that docket
 *   only (the docket's visibility already limits who that is), and, as 001 §6 says for additional
 *   documents, only while the pickup is Pending and never the super admin ("delete … for
 *   non-customs, non-super-admin users").
 * - A plain admin on an exporter's docket: 001 §6 gives it upload of additional documents, so it
 *   deletes what an admin filed; what the exporter or customs filed is not the admin's.
 */
import { CUSTOMS_USER_TYPES, isSuperAdmin, USER_TYPE, type Principal } from '../roles';
import { DOCUMENT_MSG } from './constants';

/** Who filed a file, as recorded at upload. */
export interface FileUploader {
  userId: number;
  userType: number;
  /** a customs uploader's office: its FPO code (null for an office without one, e.g. CBIC) */
  office: string | null;
}

/** Who asks to delete. */
export interface FileDeleter extends Principal {
  userId: number;
  fpo?: string | null;
}

export type FileDeleteGrounds = 'owner' | 'office' | 'admin' | 'super-admin';

export type FileDeleteDecision = { ok: true; grounds: FileDeleteGrounds } | { ok: false; message: string };

const isCustomsType = (userType: number) => CUSTOMS_USER_TYPES.includes(userType);

/** The office recorded with a file a customs user uploads (null for everyone else). */
export const uploaderOffice = (p: { userType: number; fpo?: string | null }) =>
  isCustomsType(p.userType) ? (p.fpo ?? null) : null;

export const FILE_OWNER_MSG = {
  customs: 'This file was uploaded by a customs office. Only that office or the super admin can delete it.',
  admin: 'This file was uploaded by an admin. Only that admin or the super admin can delete it.',
  exporter: "This file was uploaded by the exporter. Only the exporter's side can delete it.",
} as const;

/** May `p` delete a file that `by` uploaded, on a docket whose pickup is (not) Pending? */
export function fileDeletion(
  p: FileDeleter,
  by: FileUploader,
  d: { pickupPending: boolean },
): FileDeleteDecision {
  if (isCustomsType(by.userType)) {
    if (p.userType === by.userType && (p.fpo ?? null) === by.office) return { ok: true, grounds: 'office' };
    if (isSuperAdmin(p)) return { ok: true, grounds: 'super-admin' };
    return { ok: false, message: FILE_OWNER_MSG.customs };
  }
  if (by.userType === USER_TYPE.ADMIN) {
    if (isSuperAdmin(p)) return { ok: true, grounds: 'super-admin' };
    if (p.userId !== by.userId) return { ok: false, message: FILE_OWNER_MSG.admin };
    return d.pickupPending
      ? { ok: true, grounds: 'admin' }
      : { ok: false, message: DOCUMENT_MSG.deleteOnlyPending };
  }
  // The exporter side filed it.
  if (isCustomsType(p.userType) || p.userType === USER_TYPE.ADMIN)
    return { ok: false, message: FILE_OWNER_MSG.exporter };
  return d.pickupPending
    ? { ok: true, grounds: 'owner' }
    : { ok: false, message: DOCUMENT_MSG.deleteOnlyPending };
}

export const canDeleteFile = (p: FileDeleter, by: FileUploader, d: { pickupPending: boolean }) =>
  fileDeletion(p, by, d).ok;
