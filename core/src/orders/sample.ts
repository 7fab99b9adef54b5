/**
 * A complete, valid order: the documentation page's runnable sample ("Saving parcel(s)", 001
 * §2.9), and the base of tests and benches. `n` varies the orderId and the tracking number.
 */
import { s10CheckDigit } from '../validators';

/** A UPU S10 number with a correct check digit (the payload checks it). */
export function sampleTrackingNo(n: number): string {
  const serial = String(10_000_000 + (n % 90_000_000)).slice(-8);
  return `EM${serial}${s10CheckDigit(serial)}IN`;
}

export function sampleOrder(n = 1, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    pbe: 'PBE2',
    description: 'Hand block printed cotton scarf',
    packageDesc: 'Cotton scarves',
    otherCharge: '0',
    hsnCode: '62141090',
    unit: 'pieces',
    quantity: '2',
    compensationCess_rate: '0',
    igstDetails_rate: '0',
    customDuties_CessRate: '0',
    itemNetWeight: '250',
    itemGrossWeight: '300',
    exportDutyRate: '0',
    freight: '350.00',
    insurance: '0',
    dutyCess_rate: '0',
    grossWeight: '300',
    category: 'Handloom',
    parcelType: "Int'l Tracked Packets",
    orderId: `ORD-${n}`,
    consigneeName: 'Jane Smith',
    consigneeAddress: '221B Baker Street',
    consigneeCity: 'London',
    consigneeZipCode: 'NW1 6XE',
    consigneeCountry: 'United Kingdom',
    fob_foreign: '24.50',
    currency: 'GBP',
    invoiceNo: `INV-${n}`,
    invoiceDate: '15-01-2026',
    invoiceTerms: 'Advance Payment',
    igstMode: 'Export under LUT/Bond',
    serialNo: String(n),
    trackingNo: sampleTrackingNo(n),
    consigneeEmail: 'jane@example.com',
    ...overrides,
  };
}

/** One row of the bulk workbook (the spec's columns plus our optional orderId). */
export function sampleBulkRow(n = 1, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    pbe: 'PBE2',
    description: 'Brass diya set',
    quantity_number: 2,
    quantity_unit: 'pieces',
    weight: 400,
    grossWeight: 450,
    invoiceNo: `BINV-${n}`,
    invoiceDate: 46037, // serial date: 15-01-2026
    consigneeDetails_name: 'John Doe',
    consigneeDetails_address: '1 Market Street',
    consigneeDetails_city: 'San Francisco',
    consigneeDetails_state: 'CA',
    consigneeDetails_zipCode: '94105',
    consigneeDetails_country: 'USA',
    insurance: 0,
    freight: 410.5,
    compensationCess_rate: 0,
    customDuties_cess: 0,
    customDuties_exportDutyRate: 0,
    fob_foreign: 18.25,
    igstDetails_rate: 0,
    orderId: `B-${n}`,
    ...overrides,
  };
}
