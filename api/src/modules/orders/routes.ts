/** Thin routes for orders in: the public API, its helper lists, subscription check and bulk upload. */
import type { ServerRoute } from '@hapi/hapi';
import {
  CURRENCIES,
  CURRENCY_NAMES,
  ORDER_LIMITS,
  ORDER_MSG,
  PARCEL_MSG,
  PARCEL_TYPES,
  ORDER_CONTRACTS,
  PRODUCT_CATEGORIES,
} from '@exportdesk/core';
import { invalid } from '../../errors';
import { userOf } from '../../http/auth';
import { contentDisposition } from '../../http/content-disposition';
import { ok } from '../../http/envelope';
import { rateLimit } from '../../http/rate-limit';
import { route } from '../../http/route';
import { uploadPayload, WORKBOOK_TYPES } from '../../http/upload';
import { isChaType } from './accounts';
import { sampleWorkbook } from './sample-workbook';
import type { OrdersService } from './service';
import type { BulkUploadService } from './upload';

/** Options of a route that receives an order workbook (raw body or multipart), within the size limit. */
const workbookUpload = { payload: uploadPayload(ORDER_LIMITS.bulkMaxBytes, WORKBOOK_TYPES) };

export function orderRoutes(orders: OrdersService, uploads: BulkUploadService): ServerRoute[] {
  const c = ORDER_CONTRACTS;
  return [
    route({
      contract: c.saveOrderData,
      options: {
        // Room for 10,000 orders, so an oversized call reads our limit message, not a size error.
        payload: { maxBytes: 16 * 1024 * 1024 },
        ...rateLimit('orderApi'),
      },
      handler: async (req) => {
        const { authKey, orderData } = req.payload;
        const a = await orders.saveOrderData(authKey, orderData);
        const message = a.parcels?.length
          ? PARCEL_MSG.heldForReview(a.parcels.length)
          : a.created
            ? ORDER_MSG.saved
            : ORDER_MSG.alreadySaved;
        return ok(a, message, { type: a.type, tempSBill: a.tempSBill });
      },
    }),
    route({ contract: c.categories, handler: () => ok([...PRODUCT_CATEGORIES]) }),
    route({
      contract: c.currencies,
      handler: () => ok(CURRENCIES.map((short) => ({ name: CURRENCY_NAMES[short], short }))),
    }),
    route({
      contract: c.shippingMethods,
      handler: () => ok(PARCEL_TYPES.map((name) => ({ name, carrier: 'India Post' }))),
    }),
    route({
      contract: c.checkSubscription,
      handler: async (req) => {
        const { sub, valid, message } = await orders.subscription(userOf(req));
        return ok(sub, message, { currentPlan: sub?.planId ?? null, valid });
      },
    }),
    route({
      contract: c.bulkUpload,
      options: workbookUpload,
      handler: async (req, h) => {
        const { fileName, data } = fileOf(req.payload, req.query.fileName);
        // A deliberate re-upload of the same file: form field or query force=true (issue 12 item 8).
        const force = [formField(req.payload, 'force'), req.query.force].some(
          (f) => String(f).toLowerCase() === 'true',
        );
        const r = await uploads.upload(userOf(req), fileName, data, { force });
        return h.response(ok(r, 'Upload received. Your rows are being checked.', r)).code(202);
      },
    }),
    route({
      // The sample workbook (001 §2.10): core's columns, a note row, drop-down lists; ieCode for CHAs.
      contract: c.bulkSample,
      handler: async (req, h) =>
        h
          .response(await sampleWorkbook(isChaType(userOf(req).userType)))
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', contentDisposition('ExportDesk_bulk_upload_sample.xlsx')),
    }),
    route({
      // The Data Preview: the worker's reader and core's row schema on the chosen file, nothing stored.
      contract: c.bulkPreview,
      options: workbookUpload,
      handler: async (req) => {
        const { fileName, data } = fileOf(req.payload, req.query.fileName);
        const r = await uploads.preview(userOf(req).userType, fileName, data);
        return ok(r, r.message);
      },
    }),
  ];
}

/** A field of a multipart form (Hapi's annotated output), or undefined for a raw body. */
function formField(payload: unknown, name: string): unknown {
  return payload && typeof payload === 'object' && !Buffer.isBuffer(payload)
    ? (payload as Record<string, unknown>)[name]
    : undefined;
}

/** The file from a browser form (field `file`) or a raw body named by ?fileName= (the CLI). */
function fileOf(payload: unknown, queryName?: string): { fileName: string; data: Buffer } {
  if (Buffer.isBuffer(payload)) return { fileName: queryName ?? '', data: payload };
  const f = formField(payload, 'file') as { filename?: string; payload?: unknown } | undefined;
  if (f && Buffer.isBuffer(f.payload)) return { fileName: f.filename ?? queryName ?? '', data: f.payload };
  throw invalid('Please choose a file to upload.');
}
