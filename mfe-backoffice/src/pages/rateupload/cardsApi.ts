/** The admin rate-card calls (api/src/modules/rates: preview, publish, list versions, restore). */
import type { CardRowError, RateCarrier, TariffRow } from '@exportdesk/core';
import { get, post, type Envelope } from '@exportdesk/portal-kit';

export type CardLabel = 'official' | 'indicative' | 'demo';

export interface CardVersion {
  id: number;
  carrier: RateCarrier;
  service: string;
  version: number;
  status: 'draft' | 'published' | 'archived';
  label: CardLabel;
  rowCount: number;
  errors: CardRowError[];
  sourceName: string | null;
  restoredFrom: number | null;
  createdAt: number;
  publishedAt: number | null;
}

export interface CardDraft extends CardVersion {
  publishable: boolean;
  /** The first rows of the card; a zones card gives zone → countries. */
  sample: TariffRow[] | Record<string, string[]>;
}

export interface UploadInput {
  carrier: RateCarrier;
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

export async function previewCard(u: UploadInput): Promise<Envelope<CardDraft>> {
  const base64 = await base64Of(u.file);
  return post<CardDraft>('rates/cards/preview', {
    carrier: u.carrier,
    service: u.service,
    label: u.label,
    fileName: u.file.name,
    base64,
  });
}

export const publishCard = (id: number) => post<CardVersion>('rates/cards/publish', { id });
export const restoreCard = (id: number) => post<CardVersion>('rates/cards/restore', { id });
export const listCards = (carrier: string, service: string) =>
  get<CardVersion[]>(
    `rates/cards?carrier=${encodeURIComponent(carrier)}&service=${encodeURIComponent(service)}`,
  );
