/**
 * Ticket attachments: "Ticket files are read from cloud storage under tickets/{file}" (002 §2.11).
 * Local disk under DATA_DIR/files is the driver for now; the database keeps only the file name.
 * The bytes are checked here, whatever the browser declared.
 */
import Boom from '@hapi/boom';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { base64Body, HELPDESK_IMAGE_LIMITS, HELPDESK_MSG, sniffImageType, type HelpdeskImage } from '@exportdesk/core';

const EXT: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'image/bmp': 'bmp' };
const FILE_NAME = /^[0-9a-f-]{36}\.(png|jpg|gif|webp|bmp)$/;

export interface CheckedImage {
  bytes: Buffer;
  type: string;
  fileName: string;
}

/** Decode and check every image before anything is written (all or nothing). */
export function checkImages(images: HelpdeskImage[]): CheckedImage[] {
  if (images.length > HELPDESK_IMAGE_LIMITS.maxFiles) throw Boom.badRequest(HELPDESK_MSG.tooManyImages);
  return images.map((img) => {
    const body = base64Body(img.base64);
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body)) throw Boom.badRequest(HELPDESK_MSG.onlyImages);
    const bytes = Buffer.from(body, 'base64');
    if (bytes.length > HELPDESK_IMAGE_LIMITS.maxBytes) throw Boom.badRequest(HELPDESK_MSG.imageTooLarge);
    const type = sniffImageType(bytes);
    if (!type) throw Boom.badRequest(HELPDESK_MSG.onlyImages);
    return { bytes, type, fileName: `${randomUUID()}.${EXT[type]}` };
  });
}

export class TicketFiles {
  private dir: string;
  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'files', 'tickets');
  }

  async save(images: CheckedImage[]): Promise<string[]> {
    if (!images.length) return [];
    await mkdir(this.dir, { recursive: true });
    await Promise.all(images.map((i) => writeFile(path.join(this.dir, i.fileName), i.bytes)));
    return images.map((i) => i.fileName);
  }

  async read(fileName: string): Promise<{ bytes: Buffer; type: string } | null> {
    if (!FILE_NAME.test(fileName)) return null;
    try {
      const bytes = await readFile(path.join(this.dir, fileName));
      return { bytes, type: sniffImageType(bytes) ?? 'application/octet-stream' };
    } catch {
      return null;
    }
  }

  async remove(fileNames: string[]): Promise<void> {
    await Promise.all(fileNames.filter((f) => FILE_NAME.test(f)).map((f) => rm(path.join(this.dir, f), { force: true })));
  }
}
