/** A file answered as a download (`content-disposition: attachment`), named for the browser. */
import type { ResponseToolkit } from '@hapi/hapi';
import type { Readable } from 'node:stream';

export const attachment = (h: ResponseToolkit, body: Buffer | Readable, type: string, name: string) =>
  h.response(body).type(type).header('content-disposition', `attachment; filename="${name}"`);
