/** Calls of Ship Abroad (001 §7 "Shipment booking"), under /api/v1/shipAbroad. */
import type { Pager, ShipmentDetailsInput, ShippingMethod, ShippingOption } from '@exportdesk/core';
import { get, post } from '@exportdesk/portal-kit';

export interface Shipment {
  refno: string;
  trackingNo: string | null;
  status: string;
  exporterId: string;
  packageDesc: string;
  length: number;
  width: number;
  height: number;
  grossWeight: number;
  cifValue: number;
  hsnCode: string;
  shippingMethod: ShippingMethod;
  shippingCharge: number;
  pickupDate: string | null;
  productCategory: string;
  customerFeedback: { stars: number; reached_on_time: boolean } | null;
  lastCommentAt: number | null;
  consigneeDetails: {
    name: string;
    address: string;
    city: string;
    state: string;
    country: string;
    email: string;
    mobile: string;
    zipCode: string;
  };
}

export type ShipmentForm = Record<keyof ShipmentDetailsInput, string>;

export const listShipments = (page: number, signal?: AbortSignal) =>
  get<{ users: Shipment[]; count: number; pager: Pager }>(`shipAbroad?page=${page}`, signal);

export const calculatePrice = (f: ShipmentForm) =>
  post<{ options: ShippingOption[] }>('shipAbroad/calculatePrice', {
    height: f.height,
    length: f.length,
    weight: f.weight,
    width: f.width,
    Country: f.consigneeCountry,
  });

export const addShipment = (
  f: ShipmentForm,
  shippingMethod: ShippingMethod,
  shippingCharges: number | null,
) => post<{ refno: string }>('shipAbroad/addOrder', { ...f, shippingMethod, shippingCharges });

export const updateShipment = (refno: string, f: ShipmentForm, shippingMethod: ShippingMethod) =>
  post<Shipment>('shipAbroad/update', { ...f, refno, shippingMethod });

export const savePickupDate = (refno: string, pickupDate: string) =>
  post('shipAbroad/pickupDate', { refno, pickupDate });

export const updateTracking = (refno: string, trackingNo: string) =>
  post('shipAbroad/trackingNo', { refno, trackingNo });

export const deleteShipment = (refno: string) => post('shipAbroad/delete', { refno });

export const printCn22 = (refno: string) => post<{ cn22: string }>('shipAbroad/printCn22', { refno });

/** The form's fields from a stored shipment (the edit modal). */
export function formOf(s: Shipment): ShipmentForm {
  const c = s.consigneeDetails;
  return {
    customerId: s.exporterId,
    consigneeName: c.name,
    consigneeMobile: c.mobile,
    consigneeEmail: c.email,
    consigneeCountry: c.country,
    consigneeState: c.state,
    consigneeCity: c.city,
    consigneeAddress: c.address,
    consigneeZipcode: c.zipCode,
    packageDesc: s.packageDesc,
    productCategory: s.productCategory,
    hsn: s.hsnCode,
    consigneeValue: String(s.cifValue),
    length: String(s.length),
    width: String(s.width),
    height: String(s.height),
    weight: String(s.grossWeight),
  };
}

export const EMPTY_FORM: ShipmentForm = {
  customerId: '',
  consigneeName: '',
  consigneeMobile: '',
  consigneeEmail: '',
  consigneeCountry: '',
  consigneeState: '',
  consigneeCity: '',
  consigneeAddress: '',
  consigneeZipcode: '',
  packageDesc: '',
  productCategory: '',
  hsn: '',
  consigneeValue: '',
  length: '',
  width: '',
  height: '',
  weight: '',
};
