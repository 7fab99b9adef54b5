/**
 * The domestic account (000 §4.4, 001 §2.1; issue 23): the GSTIN certificate (upload or digital
 * locker), the request, its status and the hand-off to the domestic app, and the super admin's
 * approvals.
 */
import { z } from 'zod';
import {
  approveDomesticSchema,
  digiLockerSchema,
  handoffCodeSchema,
  registerDomesticSchema,
} from '../accounts';
import { contract, noData } from './contract';

export const domesticStatusSchema = z
  .object({
    status: z.string().describe('none, pending, approved or rejected'),
    hasGstin: z.boolean(),
    gstin: z.string().nullable(),
    isDomestic: z.boolean(),
    isDomesticActive: z.boolean(),
    redirectUrl: z
      .string()
      .nullable()
      .describe('Once approved: the domestic app with a one-time code (traded by exchangeCode)'),
  })
  .meta({ id: 'DomesticStatus' });
export type DomesticStatus = z.output<typeof domesticStatusSchema>;

export const pendingDomesticSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  ieCode: z.string().nullable(),
  gstin: z.string().nullable(),
  requestedAt: z.number().describe('epoch ms'),
});
export type PendingDomestic = z.output<typeof pendingDomesticSchema>;

const uploaded = z.object({
  uploadedFile: z.string().describe('The stored certificate: send it to registerDomestic'),
});

const T = 'Domestic account';

export const DOMESTIC_CONTRACTS = {
  uploadGstinCertificate: contract({
    name: 'uploadGstinCertificate',
    summary: 'Upload the GSTIN certificate (a PDF up to 1 MB)',
    description: 'Multipart field `file`, or the raw bytes as application/octet-stream.',
    method: 'POST',
    path: 'authentication/uploadGstinCertificate',
    tag: T,
    auth: 'bearer',
    permission: 'account.domestic',
    answer: uploaded,
    extra: { uploadedFile: z.string() },
  }),
  digilockerGstin: contract({
    name: 'digilockerGstin',
    summary: 'Fetch the GSTIN certificate from the digital locker',
    method: 'POST',
    path: 'authentication/digilockerGstin',
    tag: T,
    auth: 'bearer',
    permission: 'account.domestic',
    payload: digiLockerSchema,
    answer: uploaded,
    extra: { uploadedFile: z.string() },
  }),
  registerDomestic: contract({
    name: 'registerDomestic',
    summary: 'Ask for a domestic account (an admin approves it)',
    method: 'POST',
    path: 'authentication/registerDomestic',
    tag: T,
    auth: 'bearer',
    permission: 'account.domestic',
    payload: registerDomesticSchema,
    answer: noData,
  }),
  domesticStatus: contract({
    name: 'domesticStatus',
    summary: 'Where Go To Domestic leads: in review, the domestic app, or registration',
    method: 'GET',
    path: 'authentication/domesticStatus',
    tag: T,
    auth: 'bearer',
    permission: 'account.domestic',
    answer: domesticStatusSchema,
  }),
  exchangeCode: contract({
    name: 'exchangeCode',
    summary: "Trade the domestic app's one-time code for a short token",
    method: 'POST',
    path: 'authentication/exchangeCode',
    tag: T,
    auth: 'none',
    payload: handoffCodeSchema,
    answer: z.object({ token: z.string(), expiresAt: z.number().describe('epoch ms') }),
    extra: { token: z.string() },
  }),
  pendingDomestic: contract({
    name: 'pendingDomestic',
    summary: 'Domestic account requests waiting for approval',
    method: 'GET',
    path: 'authentication/pendingDomestic',
    tag: T,
    auth: 'bearer',
    permission: 'users.manage',
    answer: z.array(pendingDomesticSchema),
  }),
  approveDomestic: contract({
    name: 'approveDomestic',
    summary: 'Approve or reject a domestic account request',
    method: 'POST',
    path: 'authentication/approveDomestic',
    tag: T,
    auth: 'bearer',
    permission: 'users.manage',
    payload: approveDomesticSchema,
    answer: noData,
  }),
};
