/** Calls of Ship Abroad (001 §7 "Shipment booking"), under /api/v1/shipAbroad. */
import {
  SHIPMENT_CONTRACTS as c,
  type ShipAbroadShipment,
  type ShipmentDetailsInput,
  type ShippingMethod,
} from '@exportdesk/core';
import { callContract } from '@exportdesk/portal-kit';

export type Shipment = ShipAbroadShipment;

export type ShipmentForm = Record<keyof ShipmentDetailsInput, string>;

export const listShipments = (page: number, signal?: AbortSignal) =>
  callContract(c.list, { query: { page } }, signal);

export const calculatePrice = (f: ShipmentForm) =>
  callContract(c.calculatePrice, {
    body: {
      height: f.height,
      length: f.length,
      weight: f.weight,
      width: f.width,
      Country: f.consigneeCountry,
    },
  });

export const addShipment = (
  f: ShipmentForm,
  shippingMethod: ShippingMethod,
  shippingCharges: number | null,
) => callContract(c.addOrder, { body: { ...f, shippingMethod, shippingCharges } });

export const updateShipment = (refno: string, f: ShipmentForm, shippingMethod: ShippingMethod) =>
  callContract(c.update, { body: { ...f, refno, shippingMethod } });

export const savePickupDate = (refno: string, pickupDate: string) =>
  callContract(c.pickupDate, { body: { refno, pickupDate } });

export const updateTracking = (refno: string, trackingNo: string) =>
  callContract(c.trackingNo, { body: { refno, trackingNo } });

export const deleteShipment = (refno: string) => callContract(c.remove, { body: { refno } });

export const printCn22 = (refno: string) => callContract(c.printCn22, { body: { refno } });

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
