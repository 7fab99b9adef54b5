/** Thin routes of the parcel list (issue 15; 000 §7 order/*): validate, authorise, call, answer. */
import type { ResponseToolkit, ServerRoute } from '@hapi/hapi';
import { PARCEL_CONTRACTS as c, PARCEL_MSG } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { PrintKind } from './print';
import type { ParcelsService } from './service';

const pdf = (h: ResponseToolkit, buf: Buffer, name: string) =>
  h.response(buf).type('application/pdf').header('content-disposition', `inline; filename="${name}.pdf"`);

type PrintContract = (typeof c)['printallshippinglabels'];

export function parcelRoutes(parcels: ParcelsService): ServerRoute[] {
  const print = (contract: PrintContract, kind: PrintKind, name: string) =>
    route({
      contract,
      handler: async (req, h) => pdf(h, await parcels.print(userOf(req), req.payload.ids, kind), name),
    });
  return [
    route({
      contract: c.allorders,
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
      contract: c.parcel,
      handler: async (req) => ok(await parcels.get(userOf(req), req.params.id)),
    }),
    route({
      contract: c.searchParcel,
      handler: async (req) => ok(await parcels.search(userOf(req), req.payload.search)),
    }),
    route({
      contract: c.createBox,
      handler: async (req, h) =>
        h.response(ok(await parcels.create(userOf(req), req.payload), PARCEL_MSG.created)).code(201),
    }),
    route({
      contract: c.editorders,
      handler: async (req) =>
        ok(await parcels.edit(userOf(req), req.payload.id, req.payload), PARCEL_MSG.updated),
    }),
    route({
      contract: c.deleteorders,
      handler: async (req) => {
        const n = await parcels.remove(userOf(req), req.payload.ids);
        return ok({ deleted: n }, PARCEL_MSG.deleted(n));
      },
    }),
    route({
      contract: c.cloneParcel,
      handler: async (req) => ok(await parcels.clone(userOf(req), req.payload.id), PARCEL_MSG.cloned),
    }),
    route({
      contract: c.mergeParcels,
      handler: async (req) => ok(await parcels.merge(userOf(req), req.payload.ids), PARCEL_MSG.merged),
    }),
    route({
      contract: c.saveForLater,
      handler: async (req) => {
        const restore = !!req.payload.restore;
        const n = await parcels.saveForLater(userOf(req), req.payload.ids, restore);
        return ok({ moved: n }, restore ? PARCEL_MSG.restored(n) : PARCEL_MSG.savedForLater(n));
      },
    }),
    route({
      contract: c.createPbe,
      handler: async (req, h) => {
        const r = await parcels.createPbe(userOf(req), req.payload.ids, req.payload.pbe);
        return h.response(ok(r, PARCEL_MSG.pbeCreated(r.tempSBill))).code(201);
      },
    }),
    // "Delete by PBE: tempSBill. Undo Generate PBE: tempSBill." (001 §4): both return the parcels.
    ...[c.deletePbe, c.undoGeneratePbe].map((contract) =>
      route({
        contract,
        handler: async (req) => {
          const r = await parcels.returnFromPbe(userOf(req), req.payload.tempSBill);
          return ok(r, r.message);
        },
      }),
    ),
    route({
      contract: c.reviewBeforePbe,
      handler: async (req) => {
        const r = await parcels.setReview(userOf(req), req.payload.reviewBeforePbe);
        return ok(r, r.reviewBeforePbe ? PARCEL_MSG.reviewOn : PARCEL_MSG.reviewOff);
      },
    }),
    route({
      contract: c.printLabel,
      handler: async (req, h) => {
        const p = await parcels.get(userOf(req), req.payload.id);
        return pdf(h, await parcels.print(userOf(req), [p.id], 'labels'), `label-${p.boxId}`);
      },
    }),
    print(c.printallshippinglabels, 'labels', 'shipping-labels'),
    print(c.printallcnform, 'cn', 'cn-forms'),
    print(c.printpboe, 'pbe', 'pbe'),
  ];
}
