/** Calls of the inventory page (issue 15; inventory/*): list, save, delete, Excel in and out. */
import { INVENTORY_CONTRACTS as c, pathOf, type PayloadOf } from '@exportdesk/core';
import { callContract, fetchFile, portalSettings, readToken, saveBlob } from '@exportdesk/portal-kit';

export const listSkus = (signal?: AbortSignal) => callContract(c.list, {}, signal);
export const saveSku = (item: PayloadOf<typeof c.save>) => callContract(c.save, { body: item });
export const deleteSku = (id: number) => callContract(c.remove, { body: { id } });

/** The workbook as the request body, its name in the query (the upload gate checks it). */
export async function importSkus(file: File) {
  const res = await fetch(`${portalSettings().apiUrl}/${pathOf(c.import, {}, { fileName: file.name })}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${readToken() ?? ''}` },
    body: file,
  });
  const body = (await res.json()) as {
    success: boolean;
    message?: string;
    data?: { problems?: Array<{ row: number; message: string }> };
  };
  return { ok: res.ok, ...body };
}

export async function exportSkus() {
  const f = await fetchFile(pathOf(c.export));
  saveBlob(f.blob, f.fileName ?? 'ExportDesk_inventory.xlsx');
}
