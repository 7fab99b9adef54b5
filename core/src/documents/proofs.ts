/**
 * Proof of export (001 §2.5, §5 "Export proof list and upload", §7): rows PBE, RBI, Export
 * Invoice, Postal Receipts (and Additional Documents, see access.ts), several png, jpeg or pdf
 * files each. Files are recognised by their first bytes, never by their name.
 */
import { CUSTOMS_USER_TYPES, isAdmin, isSuperAdmin, USER_TYPE, type Principal } from '../roles';

export const PROOF_TYPES = ['pbe', 'rbi', 'exportInvoice', 'receipts'] as const;
export type ProofType = (typeof PROOF_TYPES)[number];

export const PROOF_LABELS: Record<ProofType, string> = { pbe: 'PBE', rbi: 'RBI', exportInvoice: 'Export Invoice', receipts: 'Postal Receipts' };

export type FileKind = 'pdf' | 'png' | 'jpeg';
export const FILE_MIME: Record<FileKind, string> = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg' };

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
