/**
 * Payload options of a route that receives a file: a raw body (scripts, the CLI) or a browser's
 * multipart form, read into memory within `maxBytes`. Hapi parses no PDF or workbook types, so
 * they come as octet-stream and the content is judged by its bytes, never by the declared type.
 * With `tooLarge`, a body over the limit reads our message instead of Hapi's bare 413.
 */
import Boom from '@hapi/boom';
import { DOCUMENT_MSG } from '@exportdesk/core';

/** A raw body or a browser form. */
export const RAW_OR_FORM = ['application/octet-stream', 'multipart/form-data'];
/** Excel workbooks as browsers and scripts label them. */
export const WORKBOOK_TYPES = [
  ...RAW_OR_FORM,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
];

export function uploadPayload(maxBytes: number, allow: readonly string[] = RAW_OR_FORM, tooLarge?: string) {
  return {
    maxBytes,
    output: 'data' as const,
    parse: true,
    multipart: { output: 'annotated' as const },
    allow: [...allow],
    ...(tooLarge && {
      failAction: async (_req: unknown, _h: unknown, err: unknown) => {
        throw Boom.isBoom(err) && err.output.statusCode === 413 ? Boom.entityTooLarge(tooLarge) : err;
      },
    }),
  };
}

/** A document-like file (PDF or image, judged by its bytes): too large reads the documents' message. */
export const fileUpload = (maxBytes: number) => uploadPayload(maxBytes, RAW_OR_FORM, DOCUMENT_MSG.tooLarge);
