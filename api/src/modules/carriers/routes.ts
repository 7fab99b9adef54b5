/**
 * Thin routes, one set per carrier group of 000 §7 (dhl/*, aramex/*, fedex/*, delhivery/*,
 * xpressbees/*), literal paths so they sit beside the rates area's quote calls of the same groups
 * (dhl/finddhlrates …) without clashing; save/savedhldata saves the booking form of any carrier.
 * Each call's address, schemas and permission are its contract's (core/src/contracts/carriers.ts).
 */
import type { ServerRoute } from '@hapi/hapi';
import {
  BOOKING_CARRIERS,
  BOOKING_CONTRACTS,
  CARRIER_CONTRACTS,
  type BookingCarrier,
} from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { CarriersService } from './service';

function carrierRoutes(svc: CarriersService, carrier: BookingCarrier): ServerRoute[] {
  const c = BOOKING_CONTRACTS[carrier];
  return [
    route({
      contract: c.parcels,
      handler: async (req) => {
        const r = await svc.list(userOf(req), carrier, req.query);
        return ok(r, r.message);
      },
    }),
    route({
      contract: c.bookingForm,
      handler: async (req) => ok(await svc.form(userOf(req), carrier, req.params.parcelId)),
    }),
    route({
      contract: c.booking,
      handler: async (req) => ok(await svc.booking(userOf(req), carrier, req.params.parcelId)),
    }),
    route({
      contract: c.book,
      handler: async (req) => {
        const r = await svc.book(userOf(req), carrier, req.payload.parcelId);
        return ok(r, r.message);
      },
    }),
    route({
      contract: c.cancel,
      handler: async (req) => {
        const r = await svc.cancel(userOf(req), carrier, req.payload.parcelId);
        return ok(null, r.message);
      },
    }),
    route({
      contract: c.label,
      handler: async (req, h) => {
        const { awb, pdf } = await svc.label(userOf(req), carrier, req.params.parcelId);
        return h
          .response(pdf)
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${carrier}-${awb}.pdf"`);
      },
    }),
    route({
      contract: c.track,
      handler: async (req) => ok(await svc.track(userOf(req), carrier, req.params.parcelId)),
    }),
  ];
}

export function carriersRoutes(svc: CarriersService): ServerRoute[] {
  return [
    ...BOOKING_CARRIERS.flatMap((c) => carrierRoutes(svc, c)),
    // /initiatelist: shipments initiated (booking form saved) but not booked yet; the path is ours.
    route({
      contract: CARRIER_CONTRACTS.initiated,
      handler: async (req) => {
        const r = await svc.initiated(userOf(req), req.query.page);
        return ok(r, r.message);
      },
    }),
    route({
      contract: CARRIER_CONTRACTS.saveForm,
      handler: async (req) => {
        const r = await svc.saveForm(userOf(req), req.payload);
        return ok(null, r.message);
      },
    }),
  ];
}
