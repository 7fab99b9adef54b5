/**
 * Ticket attachments, their own file because the bytes are checked here, whatever the browser
 * declared: "Ticket files are read from cloud storage under tickets/{file}" (002 §2.11). They
 * live in the process's one storage (`ctx.storage`) under `tickets/<file>`; the database keeps
 * only the file name.
 */
import { randomUUID } from 'node:crypto';
import {
  base64Body,
  HELPDESK_IMAGE_LIMITS,
  HELPDESK_MSG,
  sniffImageType,
  type HelpdeskImage,
} from '@exportdesk/core';
import { invalid } from '../../errors';
import type { Storage } from '../../lib/storage';

const EXT: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
};
const FILE_NAME = /^[0-9a-f-]{36}\.(png|jpg|gif|webp|bmp)$/;
const keyOf = (fileName: string) => `tickets/${fileName}`;

export interface CheckedImage {
  bytes: Buffer;
  type: string;
  fileName: string;
}

/** Decode and check every image before anything is written (all or nothing). */
export function checkImages(images: HelpdeskImage[]): CheckedImage[] {
  if (images.length > HELPDESK_IMAGE_LIMITS.maxFiles) throw invalid(HELPDESK_MSG.tooManyImages);
  return images.map((img) => {
    const body = base64Body(img.base64);
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body)) throw invalid(HELPDESK_MSG.onlyImages);
    const bytes = Buffer.from(body, 'base64');
    if (bytes.length > HELPDESK_IMAGE_LIMITS.maxBytes) throw invalid(HELPDESK_MSG.imageTooLarge);
    const type = sniffImageType(bytes);
    if (!type) throw invalid(HELPDESK_MSG.onlyImages);
    return { bytes, type, fileName: `${randomUUID()}.${EXT[type]}` };
  });
}

export class TicketFiles {
  constructor(private readonly storage: Storage) {}

  async save(images: CheckedImage[]): Promise<string[]> {
    await Promise.all(images.map((i) => this.storage.put(keyOf(i.fileName), i.bytes)));
    return images.map((i) => i.fileName);
  }

  /** Only names this area gave out are read; a missing file is null, not an error. */
  async read(fileName: string): Promise<{ bytes: Buffer; type: string } | null> {
    if (!FILE_NAME.test(fileName)) return null;
    try {
      const bytes = await this.storage.read(keyOf(fileName));
      return { bytes, type: sniffImageType(bytes) ?? 'application/octet-stream' };
    } catch {
      return null;
    }
  }

  async remove(fileNames: string[]): Promise<void> {
    await Promise.all(fileNames.filter((f) => FILE_NAME.test(f)).map((f) => this.storage.remove(keyOf(f))));
  }
}
