/** Thin routes for orders in: the public API, its helper lists, subscription check and bulk upload. */
import type { ServerRoute } from '@hapi/hapi';
import { z } from 'zod';
import {
  CURRENCIES,
  CURRENCY_NAMES,
  ORDER_LIMITS,
  ORDER_MSG,
  PARCEL_MSG,
  PARCEL_TYPES,
  PRODUCT_CATEGORIES,
  saveOrderDataSchema,
} from '@exportdesk/core';
import { invalid } from '../../errors';
import { guarded, userOf } from '../../http/auth';
import { contentDisposition } from '../../http/content-disposition';
import { ok } from '../../http/envelope';
import { rateLimit } from '../../http/rate-limit';
import { route } from '../../http/route';
import { isChaType } from './accounts';
import { sampleWorkbook } from './sample-workbook';
import type { OrdersService } from './service';
import type { BulkUploadService } from './upload';

const v1 = '/api/v1';
const fileNameQuery = z.object({
  fileName: z.string().trim().min(1).max(200).optional(),
  force: z.string().max(5).optional(),
});

/** Options of a route that receives an order workbook (raw body or multipart), within the size limit. */
const workbookUpload = {
  ...guarded('orders.push'),
  payload: {
    maxBytes: ORDER_LIMITS.bulkMaxBytes,
    output: 'data' as const,
    parse: true,
    multipart: { output: 'annotated' as const },
    allow: [
      'application/octet-stream',
      'multipart/form-data',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.ms-excel',
    ],
  },
};

export function orderRoutes(orders: OrdersService, uploads: BulkUploadService): ServerRoute[] {
  return [
    route({
      method: 'POST',
      path: `${v1}/client/saveorderdata`,
      options: {
        auth: false,
        // Room for 10,000 orders, so an oversized call reads our limit message, not a size error.
        payload: { maxBytes: 16 * 1024 * 1024 },
        ...rateLimit('orderApi'),
      },
      payload: saveOrderDataSchema,
      handler: async (req) => {
        const { authKey, orderData } = req.payload;
        const a = await orders.saveOrderData(authKey, orderData);
        const message = a.parcels?.length
          ? PARCEL_MSG.heldForReview(a.parcels.length)
          : a.created
            ? ORDER_MSG.saved
            : ORDER_MSG.alreadySaved;
        return ok(a, message, {
          type: a.type,
          tempSBill: a.tempSBill,
        });
      },
    }),
    {
      method: 'GET',
      path: `${v1}/client/categories`,
      options: { auth: false },
      handler: () => ok(PRODUCT_CATEGORIES),
    },
    {
      method: 'GET',
      path: `${v1}/client/currencies`,
      options: { auth: false },
      handler: () => ok(CURRENCIES.map((short) => ({ name: CURRENCY_NAMES[short], short }))),
    },
    {
      method: 'GET',
      path: `${v1}/client/shippingmethods`,
      options: { auth: false },
      handler: () => ok(PARCEL_TYPES.map((name) => ({ name, carrier: 'India Post' }))),
    },
    {
      method: 'GET',
      path: `${v1}/checkforsubscription`,
      options: guarded('orders.push'),
      handler: async (req) => {
        const { sub, valid, message } = await orders.subscription(userOf(req));
        return ok(sub, message, { currentPlan: sub?.planId ?? null, valid });
      },
    },
    route({
      method: 'POST',
      path: `${v1}/bulkupload`,
      options: workbookUpload,
      query: fileNameQuery,
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
    {
      // The sample workbook (001 §2.10): core's columns, a note row, drop-down lists; ieCode for CHAs.
      method: 'GET',
      path: `${v1}/bulkupload/sample`,
      options: guarded('orders.push'),
      handler: async (req, h) =>
        h
          .response(await sampleWorkbook(isChaType(userOf(req).userType)))
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', contentDisposition('ExportDesk_bulk_upload_sample.xlsx')),
    },
    route({
      // The Data Preview: the worker's reader and core's row schema on the chosen file, nothing stored.
      method: 'POST',
      path: `${v1}/bulkupload/preview`,
      options: workbookUpload,
      query: fileNameQuery,
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
