/** Calls of the inventory page (issue 15; inventory/*): list, save, delete, Excel in and out. */
import type { InventoryItem, InventoryRow } from '@exportdesk/core';
import { fetchFile, get, portalSettings, post, readToken, saveBlob } from '@exportdesk/portal-kit';

export const listSkus = (signal?: AbortSignal) => get<InventoryRow[]>('inventory/list', signal);
export const saveSku = (item: InventoryItem) => post<InventoryRow[]>('inventory/save', item);
export const deleteSku = (id: number) => post<null>('inventory/delete', { id });

/** The workbook as the request body, its name in the query (the upload gate checks it). */
export async function importSkus(file: File) {
  const res = await fetch(
    `${portalSettings().apiUrl}/inventory/import?fileName=${encodeURIComponent(file.name)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${readToken() ?? ''}` },
      body: file,
    },
  );
  const body = (await res.json()) as {
    success: boolean;
    message?: string;
    data?: { problems?: Array<{ row: number; message: string }> };
  };
  return { ok: res.ok, ...body };
}

export async function exportSkus() {
  const f = await fetchFile('inventory/export');
  saveBlob(f.blob, f.fileName ?? 'ExportDesk_inventory.xlsx');
}
