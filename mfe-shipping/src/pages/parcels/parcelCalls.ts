/** Calls of the parcel list (issue 15; 000 §7 order/*): list, form, moves, Create PBE, printing. */
import {
  INVENTORY_CONTRACTS,
  PARCEL_CONTRACTS as c,
  pathOf,
  type ParcelCarrier,
  type ParcelForm,
  type PbeType,
} from '@exportdesk/core';
import { callContract, fetchFile } from '@exportdesk/portal-kit';

export interface ParcelFilter {
  search: string;
  status: '' | 'draft' | 'saved' | 'in_pbe';
  pbe: '' | PbeType;
  from: string;
  to: string;
}

export const EMPTY_PARCEL_FILTER: ParcelFilter = { search: '', status: '', pbe: '', from: '', to: '' };

/** Only what is set goes on the wire. */
export function wireParcelFilter(f: ParcelFilter, carrier: ParcelCarrier | null): Record<string, string> {
  const q: Record<string, string> = {};
  if (carrier) q.carrier = carrier;
  for (const k of ['search', 'status', 'pbe', 'from', 'to'] as const) if (f[k].trim()) q[k] = f[k].trim();
  return q;
}

export const listParcels = (filter: Record<string, string>, page: number, signal?: AbortSignal) =>
  callContract(c.allorders, { query: { ...filter, page } }, signal);

export const getParcel = (id: number) => callContract(c.parcel, { params: { id } });
export const createParcel = (form: ParcelForm) => callContract(c.createBox, { body: form });
export const editParcel = (id: number, form: ParcelForm) =>
  callContract(c.editorders, { body: { ...form, id } });
export const deleteParcels = (ids: number[]) => callContract(c.deleteorders, { body: { ids } });
export const cloneParcel = (id: number) => callContract(c.cloneParcel, { body: { id } });
export const mergeParcels = (ids: number[]) => callContract(c.mergeParcels, { body: { ids } });
export const saveForLater = (ids: number[], restore = false) =>
  callContract(c.saveForLater, { body: { ids, restore } });
export const createPbe = (ids: number[], pbe: PbeType) => callContract(c.createPbe, { body: { ids, pbe } });
export const setReviewBeforePbe = (on: boolean) =>
  callContract(c.reviewBeforePbe, { body: { reviewBeforePbe: on } });

export type PrintKind = 'printallshippinglabels' | 'printallcnform' | 'printpboe';

/** Opens the PDF of a selection in a new tab (the token cannot ride on a plain link). */
export async function printSelection(kind: PrintKind, ids: number[]) {
  const file = await fetchFile(pathOf(c[kind]), { method: 'POST', body: { ids } });
  const url = URL.createObjectURL(file.blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return file.fileName ?? kind;
}

export const listTemplates = () => callContract(INVENTORY_CONTRACTS.templates);
export const listInventory = () => callContract(INVENTORY_CONTRACTS.list);
