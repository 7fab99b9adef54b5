/**
 * Thin routes, one set per carrier group of 000 §7 (dhl/*, aramex/*, fedex/*, delhivery/*,
 * xpressbees/*), literal paths so they sit beside the rates area's quote calls of the same groups
 * (dhl/finddhlrates …) without clashing; save/savedhldata saves the booking form of any carrier.
 */
import type { ServerRoute } from '@hapi/hapi';
import {
  BOOKING_CARRIERS,
  bookParcelSchema,
  carrierFormSchema,
  carrierListQuerySchema,
  type BookingCarrier,
} from '@exportdesk/core';
import { z } from 'zod';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { CarriersService } from './service';

const v1 = '/api/v1';
const parcelParams = z.object({ parcelId: z.coerce.number().int().positive() });

function carrierRoutes(svc: CarriersService, carrier: BookingCarrier): ServerRoute[] {
  const opts = guarded('carriers.book');
  const base = `${v1}/${carrier}`;
  return [
    route({
      method: 'GET',
      path: `${base}/parcels`,
      options: opts,
      query: carrierListQuerySchema,
      handler: async (req) => {
        const r = await svc.list(userOf(req), carrier, req.query);
        return ok(r, r.message);
      },
    }),
    route({
      method: 'GET',
      path: `${base}/bookingform/{parcelId}`,
      options: opts,
      params: parcelParams,
      handler: async (req) => ok(await svc.form(userOf(req), carrier, req.params.parcelId)),
    }),
    route({
      method: 'GET',
      path: `${base}/booking/{parcelId}`,
      options: opts,
      params: parcelParams,
      handler: async (req) => ok(await svc.booking(userOf(req), carrier, req.params.parcelId)),
    }),
    route({
      method: 'POST',
      path: `${base}/bookShipment`,
      options: opts,
      payload: bookParcelSchema,
      handler: async (req) => {
        const r = await svc.book(userOf(req), carrier, req.payload.parcelId);
        return ok(r, r.message);
      },
    }),
    route({
      method: 'POST',
      path: `${base}/cancelShipment`,
      options: opts,
      payload: bookParcelSchema,
      handler: async (req) => {
        const r = await svc.cancel(userOf(req), carrier, req.payload.parcelId);
        return ok(null, r.message);
      },
    }),
    route({
      method: 'GET',
      path: `${base}/label/{parcelId}`,
      options: opts,
      params: parcelParams,
      handler: async (req, h) => {
        const { awb, pdf } = await svc.label(userOf(req), carrier, req.params.parcelId);
        return h
          .response(pdf)
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${carrier}-${awb}.pdf"`);
      },
    }),
    route({
      method: 'GET',
      path: `${base}/track/{parcelId}`,
      options: opts,
      params: parcelParams,
      handler: async (req) => ok(await svc.track(userOf(req), carrier, req.params.parcelId)),
    }),
  ];
}

export function carriersRoutes(svc: CarriersService): ServerRoute[] {
  return [
    ...BOOKING_CARRIERS.flatMap((c) => carrierRoutes(svc, c)),
    // /initiatelist: shipments initiated (booking form saved) but not booked yet; the path is ours.
    route({
      method: 'GET',
      path: `${v1}/carriers/initiated`,
      options: guarded('carriers.book'),
      query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
      handler: async (req) => {
        const r = await svc.initiated(userOf(req), req.query.page);
        return ok(r, r.message);
      },
    }),
    route({
      method: 'POST',
      path: `${v1}/save/savedhldata`,
      options: guarded('carriers.book'),
      payload: carrierFormSchema,
      handler: async (req) => {
        const r = await svc.saveForm(userOf(req), req.payload);
        return ok(null, r.message);
      },
    }),
  ];
}
