/** Thin routes of the parcel list (issue 15; 000 §7 order/*): validate, authorise, call, answer. */
import type { ResponseToolkit, ServerRoute } from '@hapi/hapi';
import {
  PARCEL_MSG,
  createPbeSchema,
  docketRefSchema,
  parcelEditSchema,
  parcelFormSchema,
  parcelIdSchema,
  parcelIdsSchema,
  parcelListQuerySchema,
  reviewSettingSchema,
} from '@exportdesk/core';
import { z } from 'zod';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { PrintKind } from './print';
import type { ParcelsService } from './service';

const v1 = '/api/v1/order';
const saveForLaterSchema = parcelIdsSchema.extend({ restore: z.boolean().optional() });
const searchSchema = z.object({ search: z.string().trim().min(1, 'Please enter a search text').max(100) });

const pdf = (h: ResponseToolkit, buf: Buffer, name: string) =>
  h.response(buf).type('application/pdf').header('content-disposition', `inline; filename="${name}.pdf"`);

export function parcelRoutes(parcels: ParcelsService): ServerRoute[] {
  const opts = guarded('parcels.manage');
  const print = (path: string, kind: PrintKind, name: string) =>
    route({
      method: 'POST',
      path: `${v1}/${path}`,
      options: opts,
      payload: parcelIdsSchema,
      handler: async (req, h) => {
        return pdf(h, await parcels.print(userOf(req), req.payload.ids, kind), name);
      },
    });
  return [
    route({
      method: 'GET',
      path: `${v1}/allorders`,
      options: opts,
      query: parcelListQuerySchema,
      handler: async (req) => {
        const p = await parcels.list(userOf(req), req.query);
        return ok(p.items, 'Success', {
          pager: p.pager,
          count: p.pager.totalItems,
          reviewBeforePbe: p.reviewBeforePbe,
        });
      },
    }),
    route({
      method: 'GET',
      path: `${v1}/parcel/{id}`,
      options: opts,
      params: parcelIdSchema,
      handler: async (req) => ok(await parcels.get(userOf(req), req.params.id)),
    }),
    route({
      method: 'POST',
      path: `${v1}/searchParcel`,
      options: opts,
      payload: searchSchema,
      handler: async (req) => ok(await parcels.search(userOf(req), req.payload.search)),
    }),
    route({
      method: 'POST',
      path: `${v1}/createBox`,
      options: opts,
      payload: parcelFormSchema,
      handler: async (req, h) =>
        h.response(ok(await parcels.create(userOf(req), req.payload), PARCEL_MSG.created)).code(201),
    }),
    route({
      method: 'POST',
      path: `${v1}/editorders`,
      options: opts,
      payload: parcelEditSchema,
      handler: async (req) =>
        ok(await parcels.edit(userOf(req), req.payload.id, req.payload), PARCEL_MSG.updated),
    }),
    route({
      method: 'POST',
      path: `${v1}/deleteorders`,
      options: opts,
      payload: parcelIdsSchema,
      handler: async (req) => {
        const n = await parcels.remove(userOf(req), req.payload.ids);
        return ok({ deleted: n }, PARCEL_MSG.deleted(n));
      },
    }),
    route({
      method: 'POST',
      path: `${v1}/cloneParcel`,
      options: opts,
      payload: parcelIdSchema,
      handler: async (req) => ok(await parcels.clone(userOf(req), req.payload.id), PARCEL_MSG.cloned),
    }),
    route({
      method: 'POST',
      path: `${v1}/mergeParcels`,
      options: opts,
      payload: parcelIdsSchema,
      handler: async (req) => ok(await parcels.merge(userOf(req), req.payload.ids), PARCEL_MSG.merged),
    }),
    route({
      method: 'POST',
      path: `${v1}/saveForlater`,
      options: opts,
      payload: saveForLaterSchema,
      handler: async (req) => {
        const restore = !!req.payload.restore;
        const n = await parcels.saveForLater(userOf(req), req.payload.ids, restore);
        return ok({ moved: n }, restore ? PARCEL_MSG.restored(n) : PARCEL_MSG.savedForLater(n));
      },
    }),
    route({
      method: 'POST',
      path: `${v1}/createPbe`,
      options: opts,
      payload: createPbeSchema,
      handler: async (req, h) => {
        const r = await parcels.createPbe(userOf(req), req.payload.ids, req.payload.pbe);
        return h.response(ok(r, PARCEL_MSG.pbeCreated(r.tempSBill))).code(201);
      },
    }),
    // "Delete by PBE: tempSBill. Undo Generate PBE: tempSBill." (001 §4): both return the parcels.
    ...(['deletePbe', 'undoGeneratePbe'] as const).map((path) =>
      route({
        method: 'POST',
        path: `${v1}/${path}`,
        options: opts,
        payload: docketRefSchema,
        handler: async (req) => {
          const r = await parcels.returnFromPbe(userOf(req), req.payload.tempSBill);
          return ok(r, r.message);
        },
      }),
    ),
    route({
      method: 'POST',
      path: `${v1}/reviewBeforePbe`,
      options: opts,
      payload: reviewSettingSchema,
      handler: async (req) => {
        const r = await parcels.setReview(userOf(req), req.payload.reviewBeforePbe);
        return ok(r, r.reviewBeforePbe ? PARCEL_MSG.reviewOn : PARCEL_MSG.reviewOff);
      },
    }),
    route({
      method: 'POST',
      path: `${v1}/printLabel`,
      options: opts,
      payload: parcelIdSchema,
      handler: async (req, h) => {
        const p = await parcels.get(userOf(req), req.payload.id);
        return pdf(h, await parcels.print(userOf(req), [p.id], 'labels'), `label-${p.boxId}`);
      },
    }),
    print('printallshippinglabels', 'labels', 'shipping-labels'),
    print('printallcnform', 'cn', 'cn-forms'),
    print('printpboe', 'pbe', 'pbe'),
  ];
}
