/**
 * Proof of export (001 §2.5, §5 "Export proof list and upload", §7): rows PBE, RBI, Export
 * Invoice, Postal Receipts (and Additional Documents, see access.ts), several png, jpeg or pdf
 * files each. Files are recognised by their first bytes, never by their name.
 */
import { z } from 'zod';
import { isValidDmyDate } from '../orders/dates';
import {
  CUSTOMS_USER_TYPES,
  isAdmin,
  isCha,
  isFpoAgent,
  isSuperAdmin,
  USER_TYPE,
  type Principal,
} from '../roles';

export const PROOF_TYPES = ['pbe', 'rbi', 'exportInvoice', 'receipts'] as const;
export type ProofType = (typeof PROOF_TYPES)[number];

export const PROOF_LABELS: Record<ProofType, string> = {
  pbe: 'PBE',
  rbi: 'RBI',
  exportInvoice: 'Export Invoice',
  receipts: 'Postal Receipts',
};

export type FileKind = 'pdf' | 'png' | 'jpeg';
export const FILE_MIME: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

/** The kind of a file from its magic bytes, or null. */
export function sniffFileKind(bytes: Uint8Array): FileKind | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  return null;
}

/**
 * Who uploads proofs. The spec shows the page to exporters, CHAs and customs ("Upload Export
 * Proof for super admin or CBIC only" on the list) and not what the server enforces: we let the
 * docket's own side, customs (FPO, CBIC) and the super admin upload; DGFT and plain admins view.
 */
export function canUploadProof(p: Principal): boolean {
  if (p.userType === USER_TYPE.DGFT || p.userType === USER_TYPE.PERSONAL) return false;
  if (p.userType === USER_TYPE.ADMIN) return isSuperAdmin(p);
  return CUSTOMS_USER_TYPES.includes(p.userType) || !isAdmin(p);
}

/** "Customs users can edit the PBE reference" (001 §6): the PBE number and date of a docket. */
export const canEditPbeNumber = (p: Principal) =>
  p.userType === USER_TYPE.FPO || p.userType === USER_TYPE.CBIC;

/** "Upload Export Proof for super admin or CBIC only" (the list page's button). */
export const canUploadExportProofFromList = (p: Principal) =>
  isSuperAdmin(p) || p.userType === USER_TYPE.CBIC;

/**
 * Export proof list columns (001 §2.6, §6): "IEC column for CHA, admin or customs users",
 * "PBE column hidden for FPO agents", an edit pencil on it for customs users.
 */
export function exportProofColumns(p: Principal) {
  const customs = CUSTOMS_USER_TYPES.includes(p.userType) && p.userType !== USER_TYPE.DGFT;
  return {
    iec: isCha(p) || isAdmin(p) || customs,
    pbe: !isFpoAgent(p),
    pbeEdit: !isFpoAgent(p) && canEditPbeNumber(p),
    uploadExportProof: canUploadExportProofFromList(p),
  };
}

export const pbeNumberSchema = z.object({
  bill: z
    .string({ message: 'PBE No. is required' })
    .trim()
    .min(1, { message: 'PBE No. is required' })
    .max(40),
  date: z.string().trim().refine(isValidDmyDate, { message: 'PBE date must be a real date in DD-MM-YYYY' }),
});
