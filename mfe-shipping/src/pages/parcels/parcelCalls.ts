/** Calls of the parcel list (issue 15; 000 §7 order/*): list, form, moves, Create PBE, printing. */
import type {
  CreatedPbe,
  ParcelCarrier,
  ParcelDetail,
  ParcelForm,
  ParcelListItem,
  PbeType,
  TemplateRow,
  InventoryRow,
} from '@exportdesk/core';
import { call, fetchFile, get, post } from '@exportdesk/portal-kit';

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
  get<ParcelListItem[]>(`order/allorders?${new URLSearchParams({ ...filter, page: String(page) })}`, signal);

export const getParcel = (id: number) => get<ParcelDetail>(`order/parcel/${id}`);
export const createParcel = (form: ParcelForm) =>
  post<{ id: number; boxId: string }>('order/createBox', form);
export const editParcel = (id: number, form: ParcelForm) =>
  post<{ id: number; boxId: string }>('order/editorders', { ...form, id });
export const deleteParcels = (ids: number[]) => post<{ deleted: number }>('order/deleteorders', { ids });
export const cloneParcel = (id: number) => post<{ id: number; boxId: string }>('order/cloneParcel', { id });
export const mergeParcels = (ids: number[]) =>
  post<{ id: number; boxId: string }>('order/mergeParcels', { ids });
export const saveForLater = (ids: number[], restore = false) =>
  post<{ moved: number }>('order/saveForlater', { ids, restore });
export const createPbe = (ids: number[], pbe: PbeType) => post<CreatedPbe>('order/createPbe', { ids, pbe });
export const setReviewBeforePbe = (on: boolean) =>
  call<{ reviewBeforePbe: boolean }>('order/reviewBeforePbe', {
    method: 'POST',
    body: { reviewBeforePbe: on },
  });

export type PrintKind = 'printallshippinglabels' | 'printallcnform' | 'printpboe';

/** Opens the PDF of a selection in a new tab (the token cannot ride on a plain link). */
export async function printSelection(kind: PrintKind, ids: number[]) {
  const file = await fetchFile(`order/${kind}`, { method: 'POST', body: { ids } });
  const url = URL.createObjectURL(file.blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return file.fileName ?? kind;
}

export const listTemplates = () => get<TemplateRow[]>('template/list');
export const listInventory = () => get<InventoryRow[]>('inventory/list');
