/**
 * The one view model every document of a docket is built from (issue 6: "every number on a
 * document agrees with every other document"). Figures are computed here once: documents only lay
 * them out, never add or convert.
 */
import { createHash } from 'node:crypto';
import {
  customsDeclarationForm,
  foreignToInr,
  fpoOf,
  INR_PER_UNIT,
  round2,
  SDR_INR,
  type ForeignPostOffice,
} from '@exportdesk/core';

export interface Exporter {
  name: string;
  ieCode: string;
  gstin: string | null;
  email: string | null;
  mobile: string | null;
}

export interface Consignee {
  name: string;
  businessName: string | null;
  importerCode: string | null;
  address: string;
  city: string;
  state: string | null;
  zipCode: string;
  country: string;
  email: string | null;
  mobile: string | null;
}

export interface Item {
  orderId: string;
  serialNo: string;
  boxId: string;
  invoiceNo: string;
  description: string;
  packageDesc: string;
  category: string;
  hsnCode: string;
  quantity: number;
  unit: string;
  netGrams: number;
  grossGrams: number;
  currency: string;
  fobForeign: number;
  fobInr: number;
  freightInr: number;
  insuranceInr: number;
  otherInr: number;
  igstRate: number;
  sku: string | null;
}

export interface Invoice {
  invoiceNo: string;
  invoiceDate: string;
  terms: string;
  igstMode: string;
  currency: string;
  exchangeRate: number;
  boxIds: string[];
  consignee: Consignee;
  items: Item[];
  fobForeign: number;
  fobInr: number;
  freightInr: number;
  insuranceInr: number;
  otherInr: number;
  /** FOB + freight + insurance + other charges, in rupees. */
  totalInr: number;
}

export interface Parcel {
  /** Position in the docket, from 1 (labels and the PBE's overleaf list print it). */
  n: number;
  boxId: string;
  trackingNo: string;
  parcelType: string;
  consignee: Consignee;
  items: Item[];
  invoiceNos: string[];
  netGrams: number;
  /** The order's grossWeight: "grams, whole shipment", the same on every item of the parcel. */
  grossGrams: number;
  currency: string;
  valueForeign: number;
  valueInr: number;
  /** "CN22 up to the 300 SDR limit, CN23 above." */
  form: 'CN22' | 'CN23';
}

export interface DocketDocuments {
  docketNo: string;
  pbeType: string;
  createdAt: number;
  shippingBill: { no: string | null; date: number | null };
  exporter: Exporter;
  /** the foreign post office the docket is filed at (port code and name), when known */
  fpo: ForeignPostOffice | null;
  parcels: Parcel[];
  invoices: Invoice[];
  totals: {
    parcels: number;
    items: number;
    netGrams: number;
    grossGrams: number;
    fobInr: number;
    totalInr: number;
  };
  sdrInr: number;
  /** Changes whenever anything printed changes: generated files are stored under it. */
  revision: string;
}

/** One stored order (the `orders` row's data) in the wire's field names. */
export type OrderData = Record<string, string | undefined>;

const num = (s: string | undefined) =>
  s === undefined || s === '' || !Number.isFinite(Number(s)) ? 0 : Number(s);
const opt = (s: string | undefined) => (s && s.trim() ? s.trim() : null);

function consigneeOf(o: OrderData): Consignee {
  return {
    name: o.consigneeName ?? '',
    businessName: opt(o.consigneeBusinessName),
    importerCode: opt(o.consigneeImporterCode),
    address: o.consigneeAddress ?? '',
    city: o.consigneeCity ?? '',
    state: opt(o.consigneeState),
    zipCode: o.consigneeZipCode ?? '',
    country: o.consigneeCountry ?? '',
    email: opt(o.consigneeEmail),
    mobile: opt(o.consigneeMobile),
  };
}

export interface DocketRow {
  docketNo: string;
  pbeType: string;
  createdAt: number;
  shippingBillNo: string | null;
  shippingBillDate: number | null;
  exporter: Exporter;
  fpoCode?: string | null;
}

/** Builds the view model from a docket and its orders (grouped already by parcel in box order). */
export function buildDocketDocuments(
  d: DocketRow,
  orders: Array<{ boxId: string; data: OrderData }>,
  rates = INR_PER_UNIT,
  sdrInr = SDR_INR,
): DocketDocuments {
  const parcels: Parcel[] = [];
  const byBox = new Map<string, Parcel>();
  const invoices = new Map<string, Invoice>();
  for (const { boxId, data: o } of orders) {
    const currency = o.currency ?? 'USD';
    const fobForeign = num(o.fob_foreign);
    const item: Item = {
      orderId: o.orderId ?? '',
      serialNo: o.serialNo ?? '',
      boxId,
      invoiceNo: o.invoiceNo ?? '',
      description: o.description ?? '',
      packageDesc: o.packageDesc ?? '',
      category: o.category ?? '',
      hsnCode: o.hsnCode ?? '',
      quantity: num(o.quantity),
      unit: o.unit ?? '',
      netGrams: num(o.itemNetWeight),
      grossGrams: num(o.itemGrossWeight),
      currency,
      fobForeign,
      fobInr: foreignToInr(fobForeign, currency, rates),
      freightInr: num(o.freight),
      insuranceInr: num(o.insurance),
      otherInr: num(o.otherCharge),
      igstRate: num(o.igstDetails_rate),
      sku: opt(o.sku),
    };
    let p = byBox.get(boxId);
    if (!p) {
      p = {
        n: parcels.length + 1,
        boxId,
        trackingNo: o.trackingNo ?? '',
        parcelType: o.parcelType ?? '',
        consignee: consigneeOf(o),
        items: [],
        invoiceNos: [],
        netGrams: 0,
        grossGrams: num(o.grossWeight),
        currency,
        valueForeign: 0,
        valueInr: 0,
        form: 'CN22',
      };
      byBox.set(boxId, p);
      parcels.push(p);
    }
    p.items.push(item);
    if (!p.invoiceNos.includes(item.invoiceNo)) p.invoiceNos.push(item.invoiceNo);
    let inv = invoices.get(item.invoiceNo);
    if (!inv) {
      inv = {
        invoiceNo: item.invoiceNo,
        invoiceDate: o.invoiceDate ?? '',
        terms: o.invoiceTerms ?? '',
        igstMode: o.igstMode ?? '',
        currency,
        exchangeRate: rates[currency] ?? 0,
        boxIds: [],
        consignee: consigneeOf(o),
        items: [],
        fobForeign: 0,
        fobInr: 0,
        freightInr: 0,
        insuranceInr: 0,
        otherInr: 0,
        totalInr: 0,
      };
      invoices.set(item.invoiceNo, inv);
    }
    inv.items.push(item);
    if (!inv.boxIds.includes(boxId)) inv.boxIds.push(boxId);
  }
  for (const p of parcels) {
    p.netGrams = p.items.reduce((s, i) => s + i.netGrams, 0);
    // A parcel whose orders disagree on the whole-shipment weight keeps the largest (never under-declared).
    p.grossGrams = Math.max(p.grossGrams, ...p.items.map((i) => i.grossGrams));
    p.valueForeign = round2(p.items.reduce((s, i) => s + i.fobForeign, 0));
    p.valueInr = round2(p.items.reduce((s, i) => s + i.fobInr, 0));
    p.form = customsDeclarationForm(p.valueInr, sdrInr);
  }
  for (const inv of invoices.values()) {
    inv.fobForeign = round2(inv.items.reduce((s, i) => s + i.fobForeign, 0));
    inv.fobInr = round2(inv.items.reduce((s, i) => s + i.fobInr, 0));
    inv.freightInr = round2(inv.items.reduce((s, i) => s + i.freightInr, 0));
    inv.insuranceInr = round2(inv.items.reduce((s, i) => s + i.insuranceInr, 0));
    inv.otherInr = round2(inv.items.reduce((s, i) => s + i.otherInr, 0));
    inv.totalInr = round2(inv.fobInr + inv.freightInr + inv.insuranceInr + inv.otherInr);
  }
  const model: Omit<DocketDocuments, 'revision'> = {
    docketNo: d.docketNo,
    pbeType: d.pbeType,
    createdAt: d.createdAt,
    shippingBill: { no: d.shippingBillNo, date: d.shippingBillDate },
    exporter: d.exporter,
    fpo: fpoOf(d.fpoCode),
    parcels,
    invoices: [...invoices.values()],
    totals: {
      parcels: parcels.length,
      items: orders.length,
      netGrams: parcels.reduce((s, p) => s + p.netGrams, 0),
      grossGrams: parcels.reduce((s, p) => s + p.grossGrams, 0),
      fobInr: round2(parcels.reduce((s, p) => s + p.valueInr, 0)),
      totalInr: round2([...invoices.values()].reduce((s, i) => s + i.totalInr, 0)),
    },
    sdrInr,
  };
  const revision = createHash('sha256').update(JSON.stringify(model)).digest('hex').slice(0, 16);
  return { ...model, revision };
}
