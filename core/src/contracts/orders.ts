/**
 * The public order API (001 §3) and its helpers, and the bulk upload (001 §2.10): the surface a
 * pipeline scripts, so each carries copyable examples (issue 25 item 4).
 */
import { z } from 'zod';
import { saveOrderDataSchema } from '../orders/order';
import { contract, fileAnswer } from './contract';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const rowProblemSchema = z
  .object({
    row: z.number().int().describe("The sheet's row number, as Excel shows it."),
    field: z.string().nullable(),
    message: z.string(),
  })
  .meta({ id: 'RowProblem' });

const savedDocket = z.object({
  exporterId: z.number().int(),
  type: z.string().describe('CSB-V or PBE'),
  tempSBill: z.string().describe('The docket number'),
  orderIds: z.array(z.string()),
  boxIds: z.array(z.string()),
  created: z.boolean().describe('false when these orders were saved before (a retry)'),
});

export const pushAnswerSchema = z
  .object({
    type: z.string().nullable(),
    tempSBill: z.string().nullable().describe('The (first) docket the orders went into'),
    parcels: z.array(z.string()).optional().describe('Box ids held for review before PBE'),
    dockets: z.array(savedDocket),
    created: z.number().int(),
    existing: z.number().int(),
  })
  .meta({ id: 'PushAnswer' });
export type PushAnswer = z.output<typeof pushAnswerSchema>;

const named = z.object({ name: z.string(), short: z.string() });

export const bulkPreviewSchema = z
  .object({
    forCha: z.boolean(),
    rowsTotal: z.number().int(),
    rows: z.array(z.object({ row: z.number().int(), values: z.record(z.string(), z.string()) })),
    problems: z.array(rowProblemSchema),
    message: z.string(),
  })
  .meta({ id: 'BulkPreview' });

export const uploadReceiptSchema = z
  .object({ uploadId: z.number().int(), jobId: z.string() })
  .meta({ id: 'UploadReceipt', description: 'Follow the job at GET jobs/{jobId} or on the socket.' });

const planSchema = z.object({
  planId: z.union([z.string(), z.number()]),
  planType: z.string(),
  startDate: z.number(),
  endDate: z.number(),
  status: z.string(),
});

const fileNameQuery = z.object({
  fileName: z.string().trim().min(1).max(200).optional(),
  force: z.string().max(5).optional().describe('true: upload again a file uploaded before'),
});

const API = 'https://exportdesk.example/api/v1';

export const ORDER_CONTRACTS = {
  saveOrderData: contract({
    name: 'saveOrderData',
    summary: 'Push orders: each becomes a box under a docket (PBE or CSB-V)',
    description:
      'Up to the order limit per call. Orders saved before (same orderId) are answered, not saved twice, so a retry is safe.',
    method: 'POST',
    path: 'client/saveorderdata',
    tag: 'Order API',
    auth: 'apiKey',
    public: true,
    payload: saveOrderDataSchema,
    answer: pushAnswerSchema,
    extra: { type: z.string().nullable(), tempSBill: z.string().nullable() },
    examples: {
      curl: `curl -sS -X POST ${API}/client/saveorderdata -H 'Content-Type: application/json' -d @orders.json`,
      cli: 'exportdesk orders push orders.json --json',
    },
  }),
  categories: contract({
    name: 'getCategories',
    summary: 'Product categories an order may name',
    method: 'GET',
    path: 'client/categories',
    tag: 'Order API',
    auth: 'none',
    public: true,
    answer: z.array(z.object({ categoryName: z.string(), hsn: z.string().nullable() })),
    examples: { curl: `curl -sS ${API}/client/categories` },
  }),
  currencies: contract({
    // The spec's getCurrencies (001 §7) is the docket page's exchange-rate call (exchange-rates.ts).
    name: 'getOrderCurrencies',
    summary: 'Invoice currencies an order may use',
    method: 'GET',
    path: 'client/currencies',
    tag: 'Order API',
    auth: 'none',
    public: true,
    answer: z.array(named),
    examples: { curl: `curl -sS ${API}/client/currencies` },
  }),
  shippingMethods: contract({
    name: 'getShippingMethods',
    summary: 'Parcel types (India Post services) an order may ask for',
    method: 'GET',
    path: 'client/shippingmethods',
    tag: 'Order API',
    auth: 'none',
    public: true,
    answer: z.array(z.object({ name: z.string(), carrier: z.string() })),
    examples: { curl: `curl -sS ${API}/client/shippingmethods` },
  }),
  checkSubscription: contract({
    name: 'checkForSubscription',
    summary: "The caller's plan: whether it may push orders now",
    method: 'GET',
    path: 'checkforsubscription',
    tag: 'Order API',
    auth: 'bearer',
    permission: 'orders.push',
    public: true,
    answer: planSchema.nullable(),
    extra: { currentPlan: z.string().nullable(), valid: z.boolean() },
    examples: {
      curl: `curl -sS ${API}/checkforsubscription -H "x-api-key: $EXPORTDESK_API_KEY"`,
    },
  }),
  bulkUpload: contract({
    name: 'bulkUpload',
    summary: 'Upload an order workbook: checked and saved by a job',
    description:
      'Raw body with ?fileName=, or multipart field `file`. A file uploaded before is refused with its docket unless force=true.',
    method: 'POST',
    path: 'bulkupload',
    tag: 'Order API',
    auth: 'bearer',
    permission: 'orders.push',
    public: true,
    status: 202,
    query: fileNameQuery,
    answer: uploadReceiptSchema,
    extra: { uploadId: z.number().int(), jobId: z.string() },
    examples: {
      curl: `curl -sS -X POST "${API}/bulkupload?fileName=orders.xlsx" -H "x-api-key: $EXPORTDESK_API_KEY" --data-binary @orders.xlsx`,
      cli: 'exportdesk upload orders.xlsx --json',
    },
  }),
  bulkSample: contract({
    name: 'bulkUploadSample',
    summary: 'The sample order workbook, with its columns and drop-down lists',
    method: 'GET',
    path: 'bulkupload/sample',
    tag: 'Order API',
    auth: 'bearer',
    permission: 'orders.push',
    public: true,
    answer: fileAnswer(XLSX),
    examples: { cli: 'exportdesk orders sample' },
  }),
  bulkPreview: contract({
    name: 'bulkUploadPreview',
    summary: "Check a workbook's rows without saving anything (the Data Preview)",
    method: 'POST',
    path: 'bulkupload/preview',
    tag: 'Order API',
    auth: 'bearer',
    permission: 'orders.push',
    public: true,
    query: fileNameQuery,
    answer: bulkPreviewSchema,
  }),
};
