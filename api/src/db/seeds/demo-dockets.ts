/**
 * Demo dockets for the demo exporter admin (ABCDE1234F), so a fresh `npm start` shows documents at
 * once: an Int'l Tracked Packets docket with parcels to the USA and the United Kingdom (harmonized
 * label countries) and an EMS Speed Post docket. They are pushed through the public order API's
 * own service (every order checked, docket numbers allocated as for any push) with a key made for
 * the push and deleted after it; the user's own API key, if any, is left alone. Idempotent: fixed
 * orderIds, and nothing is done when they are saved already (one query on later starts).
 */
import { randomBytes } from 'node:crypto';
import { s10CheckDigit } from '@exportdesk/core';
import type { Db } from '../knex';
import { hashKey } from '../../modules/apikey/repo';
import { OrdersService } from '../../modules/orders/service';

const s10 = (prefix: string, serial: string) => `${prefix}${serial}${s10CheckDigit(serial)}IN`;

const base = {
  otherCharge: '0',
  compensationCess_rate: '0',
  igstDetails_rate: '0',
  customDuties_CessRate: '0',
  exportDutyRate: '0',
  insurance: '0',
  dutyCess_rate: '0',
  unit: 'pieces',
  invoiceTerms: 'Advance Payment',
  igstMode: 'Export under LUT/Bond',
  invoiceDate: '05-01-2026',
  freight: '250.00',
};

const tracked = "Int'l Tracked Packets";

/** One push per docket: tracked packets (USA ×2 parcels, UK), then EMS (UAE, Australia). */
export const DEMO_DOCKET_ORDERS: Array<Array<Record<string, string>>> = [
  [
    {
      ...base,
      pbe: 'PBE2',
      orderId: 'DEMO-TP-1',
      serialNo: '1',
      boxId: 'DEMO-TP-US-1',
      invoiceNo: 'DEMO-INV-101',
      parcelType: tracked,
      trackingNo: s10('LP', '61000011'),
      description: 'Hand block printed cotton scarf',
      packageDesc: 'Cotton scarves',
      category: 'Handloom',
      hsnCode: '62141090',
      quantity: '3',
      itemNetWeight: '300',
      itemGrossWeight: '360',
      grossWeight: '620',
      fob_foreign: '36.00',
      currency: 'USD',
      consigneeName: 'Emily Carter',
      consigneeAddress: '45 Orchard Street, Apt 3B',
      consigneeCity: 'New York',
      consigneeState: 'NY',
      consigneeZipCode: '10002',
      consigneeCountry: 'USA',
      consigneeEmail: 'emily.carter@example.com',
      consigneeMobile: '+1 212 555 0147',
    },
    {
      ...base,
      pbe: 'PBE2',
      orderId: 'DEMO-TP-2',
      serialNo: '2',
      boxId: 'DEMO-TP-US-1',
      invoiceNo: 'DEMO-INV-101',
      parcelType: tracked,
      trackingNo: s10('LP', '61000011'),
      description: 'Brass diya set',
      packageDesc: 'Brass handicraft',
      category: 'Handicraft',
      hsnCode: '74198090',
      quantity: '2',
      itemNetWeight: '200',
      itemGrossWeight: '260',
      grossWeight: '620',
      fob_foreign: '22.50',
      currency: 'USD',
      consigneeName: 'Emily Carter',
      consigneeAddress: '45 Orchard Street, Apt 3B',
      consigneeCity: 'New York',
      consigneeState: 'NY',
      consigneeZipCode: '10002',
      consigneeCountry: 'USA',
      consigneeEmail: 'emily.carter@example.com',
      consigneeMobile: '+1 212 555 0147',
    },
    {
      ...base,
      pbe: 'PBE2',
      orderId: 'DEMO-TP-3',
      serialNo: '3',
      boxId: 'DEMO-TP-US-2',
      invoiceNo: 'DEMO-INV-102',
      parcelType: tracked,
      trackingNo: s10('LP', '61000022'),
      description: 'Handmade paper notebook',
      packageDesc: 'Stationery',
      category: 'Stationery and Office Supplies',
      hsnCode: '48202000',
      quantity: '5',
      itemNetWeight: '450',
      itemGrossWeight: '520',
      grossWeight: '520',
      fob_foreign: '40.00',
      currency: 'USD',
      consigneeName: 'Daniel Brooks',
      consigneeAddress: '1800 Lake Shore Drive',
      consigneeCity: 'Chicago',
      consigneeState: 'IL',
      consigneeZipCode: '60616',
      consigneeCountry: 'USA',
    },
    {
      ...base,
      pbe: 'PBE2',
      orderId: 'DEMO-TP-4',
      serialNo: '4',
      boxId: 'DEMO-TP-UK-1',
      invoiceNo: 'DEMO-INV-103',
      parcelType: tracked,
      trackingNo: s10('LP', '61000033'),
      description: 'Silk stole',
      packageDesc: 'Silk stoles',
      category: 'Garment',
      hsnCode: '62142010',
      quantity: '1',
      itemNetWeight: '150',
      itemGrossWeight: '200',
      grossWeight: '200',
      fob_foreign: '28.00',
      currency: 'GBP',
      consigneeName: 'Oliver Hughes',
      consigneeAddress: '12 Kensington Park Road',
      consigneeCity: 'London',
      consigneeZipCode: 'W11 3BU',
      consigneeCountry: 'United Kingdom',
      consigneeEmail: 'oliver.hughes@example.co.uk',
    },
  ],
  [
    {
      ...base,
      pbe: 'PBE2',
      orderId: 'DEMO-EMS-1',
      serialNo: '1',
      boxId: 'DEMO-EMS-AE-1',
      invoiceNo: 'DEMO-INV-201',
      parcelType: 'EMS Speed Post',
      trackingNo: s10('EE', '62000044'),
      description: 'Masala chai tea',
      packageDesc: 'Tea',
      category: 'Tea',
      hsnCode: '09023010',
      quantity: '4',
      itemNetWeight: '1000',
      itemGrossWeight: '1200',
      grossWeight: '1200',
      fob_foreign: '180.00',
      currency: 'AED',
      consigneeName: 'Fatima Al Mansoori',
      consigneeAddress: 'Villa 14, Street 22, Al Barsha 2',
      consigneeCity: 'Dubai',
      consigneeZipCode: '00000',
      consigneeCountry: 'United Arab Emirates',
      consigneeMobile: '+971 50 555 0199',
    },
    {
      ...base,
      pbe: 'PBE2',
      orderId: 'DEMO-EMS-2',
      serialNo: '2',
      boxId: 'DEMO-EMS-AU-1',
      invoiceNo: 'DEMO-INV-202',
      parcelType: 'EMS Speed Post',
      trackingNo: s10('EE', '62000055'),
      description: 'Silver jhumka earrings',
      packageDesc: 'Silver jewellery',
      category: 'Silver Jewellery',
      hsnCode: '71131110',
      quantity: '2',
      itemNetWeight: '60',
      itemGrossWeight: '150',
      grossWeight: '150',
      fob_foreign: '210.00',
      currency: 'AUD',
      consigneeName: 'Chloe Nguyen',
      consigneeAddress: '8 Harbour Street',
      consigneeCity: 'Sydney',
      consigneeState: 'NSW',
      consigneeZipCode: '2000',
      consigneeCountry: 'Australia',
    },
  ],
];

export async function seedDemoDockets(db: Db): Promise<void> {
  const exporter = await db('users').where({ username_key: 'abcde1234f' }).first('id');
  if (!exporter) return;
  const ids = DEMO_DOCKET_ORDERS.flat().map((o) => o.orderId);
  const saved = await db('orders')
    .where({ exporter_id: exporter.id })
    .whereIn('order_id', ids)
    .count({ n: '*' })
    .first();
  if (Number((saved as { n?: unknown } | undefined)?.n ?? 0) === ids.length) return;
  // A key for this push only: inserted beside the user's own (which stays valid) and deleted after.
  const key = `edk_seed_${randomBytes(24).toString('base64url')}`;
  await db('api_keys').insert({
    user_id: exporter.id,
    key_hash: hashKey(key),
    last4: key.slice(-4),
    created_at: Date.now(),
  });
  try {
    const orders = new OrdersService(db);
    // One push per docket; a re-push of saved orders answers their docket and saves nothing.
    for (const push of DEMO_DOCKET_ORDERS) await orders.saveOrderData(key, push);
  } finally {
    await db('api_keys')
      .where({ key_hash: hashKey(key) })
      .delete();
  }
}
