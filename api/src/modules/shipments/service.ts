/**
 * Ship Abroad (001 §2.3–2.4, §4, §5, §7): a super user books a personal-export parcel for a
 * customer id, picks an India Post method from the price quote, schedules the pickup; the state
 * machine of core (`shipmentAllows`) decides every change, here, so a call made around the portal
 * is refused the same way (409 with the reason).
 */
import {
  findCountry,
  formatDateDMY,
  paginate,
  SHIPMENT_MSG,
  SHIPMENT_STATUS,
  shipmentActionError,
  shipmentNextStatus,
  shipmentPickupDateError,
  shippingOptions,
  dmyToEpoch,
  isInTransit,
  type InTransitStatus,
  type ShipmentAction,
  type ShipmentSave,
  type IndiaPostAnswer,
  type ShippingMethod,
  type ShippingOption,
} from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { conflict, invalid, notFound } from '../../errors';
import type { RatesService } from '../rates/service';
import { cn22Html } from './cn22';
import * as repo from './repo';

export interface PriceInput {
  length: number;
  width: number;
  height: number;
  weight: number;
  Country: string;
}

/** A shipment as the list and the edit modal read it (001 §3 names). */
export function wireShipment(s: repo.ShipmentRow) {
  return {
    boxId: s.refNo,
    refno: s.refNo,
    trackingNo: s.trackingNo,
    status: s.status,
    exporterId: s.customerId,
    packageDesc: s.packageDesc,
    height: s.height,
    width: s.width,
    length: s.length,
    grossWeight: s.grossWeight,
    cifValue: s.cifValue,
    hsnCode: s.hsnCode,
    // Stored from the save schema's enum (the answer check in tests holds it to that).
    shippingMethod: s.shippingMethod as ShippingMethod,
    shippingCharge: s.shippingCharge,
    pickupDate: s.pickupDate === null ? null : formatDateDMY(new Date(s.pickupDate)),
    productCategory: s.productCategory,
    customerFeedback: s.customerFeedback,
    lastCommentAt: s.lastCommentAt,
    createdAt: s.createdAt,
    consigneeDetails: {
      name: s.consigneeName,
      address: s.consigneeAddress,
      city: s.consigneeCity,
      state: s.consigneeState,
      country: s.consigneeCountry,
      countryCode: s.consigneeCountryCode,
      email: s.consigneeEmail,
      mobile: s.consigneeMobile,
      zipCode: s.consigneeZipcode,
    },
  };
}
export type WireShipment = ReturnType<typeof wireShipment>;

export class ShipmentsService {
  constructor(
    private readonly db: Db,
    private readonly rates: Pick<RatesService, 'rateCalculation'>,
  ) {}

  /** "calculate price": the four India Post cost fields (rates area) and the options they make. */
  price(p: PriceInput): { quote: IndiaPostAnswer; options: ShippingOption[] } {
    const quote = this.rates.rateCalculation({
      country: p.Country,
      weight: p.weight,
      length: p.length,
      width: p.width,
      height: p.height,
    });
    return { quote, options: shippingOptions(quote) };
  }

  /** The server's own charge for the chosen method; refused when that method is not available. */
  private charge(v: ShipmentSave): number {
    const { options } = this.price({ ...v, Country: v.consigneeCountry });
    if (!options.some((o) => o.cost !== null)) throw invalid(SHIPMENT_MSG.noMethod);
    const chosen = options.find((o) => o.method === v.shippingMethod);
    if (!chosen || chosen.cost === null)
      throw invalid(SHIPMENT_MSG.methodUnavailable, { field: 'shippingMethod' });
    return chosen.cost;
  }

  private columns(v: ShipmentSave, charge: number): repo.ShipmentColumns {
    const country = findCountry(v.consigneeCountry)!;
    return {
      customerId: v.customerId,
      consigneeName: v.consigneeName,
      consigneeMobile: v.consigneeMobile,
      consigneeEmail: v.consigneeEmail,
      consigneeCountry: country.country,
      consigneeCountryCode: country.code,
      consigneeState: v.consigneeState,
      consigneeCity: v.consigneeCity,
      consigneeAddress: v.consigneeAddress,
      consigneeZipcode: v.consigneeZipcode,
      packageDesc: v.packageDesc,
      productCategory: v.productCategory,
      hsnCode: v.hsn,
      cifValue: v.consigneeValue,
      length: v.length,
      width: v.width,
      height: v.height,
      grossWeight: v.weight,
      shippingMethod: v.shippingMethod,
      shippingCharge: charge,
    };
  }

  async list(page: number) {
    const total = await repo.count(this.db);
    const pager = paginate(total, page);
    const rows = total ? await repo.page(this.db, pager.startIndex, pager.pageSize) : [];
    return { count: total, pager, users: rows.map(wireShipment) };
  }

  count() {
    return repo.count(this.db);
  }

  private async get(refno: string): Promise<repo.ShipmentRow> {
    const s = await repo.byRef(this.db, refno);
    if (!s) throw notFound(SHIPMENT_MSG.notFound);
    return s;
  }

  private must(s: repo.ShipmentRow, action: ShipmentAction) {
    const why = shipmentActionError(s.status, action);
    if (why) throw conflict(why, { status: s.status, action });
  }

  private async apply(s: repo.ShipmentRow, ch: repo.Change, userId: number) {
    if (!(await repo.change(this.db, s.id, s.status, ch, userId)))
      throw conflict('The shipment was changed meanwhile. Please reload and try again.');
  }

  async detail(refno: string) {
    const s = await this.get(refno);
    return { ...wireShipment(s), comments: await repo.comments(this.db, s.id) };
  }

  /** "add order by super user" → refno; 'Data saved'. */
  async add(v: ShipmentSave, userId: number): Promise<{ refno: string }> {
    const refno = await repo.insert(
      this.db,
      this.columns(v, this.charge(v)),
      SHIPMENT_STATUS.pending,
      userId,
    );
    return { refno };
  }

  /** "update personal export ship abroad": refused (409) once the status locks editing. */
  async update(refno: string, v: ShipmentSave, userId: number) {
    const s = await this.get(refno);
    this.must(s, 'edit');
    await this.apply(s, { columns: this.columns(v, this.charge(v)) }, userId);
    return this.detail(refno);
  }

  async remove(refno: string, userId: number) {
    const s = await this.get(refno);
    this.must(s, 'delete');
    await this.apply(s, { deleted: true, comment: 'Shipment deleted' }, userId);
  }

  /** "send personal export pickup date": the window of 001 §5; 'Date saved'. */
  async schedulePickup(refno: string, pickupDate: string, userId: number, at = Date.now()) {
    const bad = shipmentPickupDateError(pickupDate, at);
    if (bad) throw invalid(bad, { field: 'pickupDate' });
    const s = await this.get(refno);
    this.must(s, 'schedulePickup');
    const status = shipmentNextStatus(s.status, 'schedulePickup')!;
    await this.apply(
      s,
      { status, pickupDate: dmyToEpoch(pickupDate)!, comment: `Pickup requested for ${pickupDate}` },
      userId,
    );
    return this.detail(refno);
  }

  /** The super admin answers a pickup: acknowledge (Scheduled), confirm, or decline with a reason. */
  async answerPickup(
    refno: string,
    action: 'acknowledgePickup' | 'confirmPickup' | 'declinePickup',
    reason: string,
    userId: number,
  ) {
    const s = await this.get(refno);
    this.must(s, action);
    const status = shipmentNextStatus(s.status, action)!;
    await this.apply(s, { status, comment: reason || status }, userId);
    return this.detail(refno);
  }

  /** "update tracking number": from Pickup Confirmed on; the first one completes the booking. */
  async updateTracking(refno: string, trackingNo: string, userId: number) {
    const s = await this.get(refno);
    this.must(s, 'updateTracking');
    const status = shipmentNextStatus(s.status, 'updateTracking');
    await this.apply(s, { trackingNo, status, comment: `Tracking ID ${trackingNo}` }, userId);
    return this.detail(refno);
  }

  /** A transit update (In Transit … Arrived at Post Office) with its dated comment. */
  async transit(refno: string, to: InTransitStatus, comment: string, userId: number) {
    const s = await this.get(refno);
    this.must(s, 'transitUpdate');
    if (!isInTransit(to)) throw invalid(`Unknown status ${to}`);
    await this.apply(
      s,
      { status: shipmentNextStatus(s.status, 'transitUpdate', to), comment: comment || to },
      userId,
    );
    return this.detail(refno);
  }

  /** "print personal export CN form" → printable HTML (the portal opens it in an 800 × 1000 window). */
  async cn22(refno: string) {
    const s = await this.get(refno);
    this.must(s, 'printCn22');
    return { cn22: cn22Html(wireShipment(s)) };
  }
}
