/** The admin rate-card calls (api/src/modules/rates: preview, publish, list versions, restore). */
import { RATE_CARD_CONTRACTS, type CardDraft, type CardVersion, type CarrierId } from '@exportdesk/core';
import { callContract } from '@exportdesk/portal-kit';

export type { CardDraft, CardVersion };
export type CardLabel = CardVersion['label'];

export interface UploadInput {
  carrier: CarrierId;
  service: string;
  label: CardLabel;
  file: File;
}

/** File → base64 without the data-URL prefix. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''));
    r.onerror = () => reject(new Error('The file could not be read.'));
    r.readAsDataURL(file);
  });
}

export async function previewCard(u: UploadInput) {
  const base64 = await base64Of(u.file);
  return callContract(RATE_CARD_CONTRACTS.preview, {
    body: { carrier: u.carrier, service: u.service, label: u.label, fileName: u.file.name, base64 },
  });
}

export const publishCard = (id: number) => callContract(RATE_CARD_CONTRACTS.publish, { body: { id } });
export const restoreCard = (id: number) => callContract(RATE_CARD_CONTRACTS.restore, { body: { id } });
export const listCards = (carrier: string, service: string) =>
  callContract(RATE_CARD_CONTRACTS.cards, { query: { carrier, service } });
