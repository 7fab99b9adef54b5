/** What the MEIS calls answer (001 §3 "MEIS application", "MEIS order list item"). */
import type { ClaimStatus, Scheme } from './index';

export interface MeisOrderItem {
  _id: number;
  orderId: string;
  tempSBill: string;
  shippingBillDetails: { bill: string | null; date: number | null };
  description: string;
  hsCode: string;
  invoiceNo: string;
  invoiceDate: string;
  paymentDetails: { fob: number };
  /** The rate of entitlement in force on the shipping bill date, null = none (never 0). */
  rate: { scheme: Scheme; ratePct: number; capPerUnit: number | null; amount: number } | null;
  claimedIn: string | null;
}

export interface MeisRemark {
  by: string;
  text: string;
  date: number;
}

export interface MeisApplication {
  refNo: string;
  ieCode: string;
  exporterName: string;
  status: ClaimStatus;
  reviewCount: number;
  reviewedBy: string | null;
  reviewedAt: number | null;
  updatedAt: number;
  editPermitted: boolean;
  entitlementTotal: number;
  podStatus: boolean;
  popStatus: boolean;
  coiStatus: boolean;
  adStatus: boolean;
  pod: Array<{ fileName: string }>;
  pop: Array<{ fileName: string }>;
  coi: Array<{ fileName: string }>;
  ad: Array<{ fileName: string }>;
  orderDetails: Array<{
    orderId: string;
    docketNo: string;
    exporterDetails: { ieCode: string };
    shippingBillDetails: { bill: string | null; date: number | null };
    description: string;
    hsCode: string;
    paymentDetails: { fob: number };
  }>;
  excelData: Array<{
    orderId: string;
    hsCode: string;
    scheme: Scheme;
    rateOfEntitlement: number;
    capPerUnit: number | null;
    amount: number;
  }>;
  remarks: MeisRemark[];
  history: Array<{ from: ClaimStatus | null; to: ClaimStatus; by: string; at: number }>;
}
