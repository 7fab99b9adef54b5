/** The marketplace imports (000 §7, 001 §7 processamazon, processebay; importShopifyOrder): a report file in, a bulk-upload job out. */
import { z } from 'zod';
import type { MarketplaceSource } from '../marketplace';
import { contract } from './contract';
import { uploadReceiptSchema } from './orders';

const importQuery = z.object({
  fileName: z.string().trim().min(1).max(200).optional(),
  force: z.string().max(5).optional().describe('true: import again a report imported before'),
  itemWeight: z.coerce.number().optional().describe('Grams per item when the report gives none'),
});

export const marketplaceReceiptSchema = uploadReceiptSchema
  .extend({ rows: z.number().int(), source: z.enum(['amazon', 'ebay', 'shopify']) })
  .meta({ id: 'MarketplaceReceipt', description: 'Follow the job at GET jobs/{jobId}.' });

const API = 'https://exportdesk.example/api/v1';

function importContract<N extends string, S extends MarketplaceSource>(
  name: N,
  source: S,
  path: string,
  label: string,
  file: string,
) {
  return contract({
    name,
    summary: `Import orders from ${label}: checked and saved by a bulk-upload job`,
    description: 'Raw body with ?fileName=, or multipart field `file` (and `force`, `itemWeight`).',
    method: 'POST',
    path,
    tag: 'Order API',
    auth: 'bearer',
    permission: 'orders.push',
    public: true,
    status: 202,
    query: importQuery,
    answer: marketplaceReceiptSchema,
    extra: marketplaceReceiptSchema.shape,
    examples: {
      curl: `curl -sS -X POST "${API}/${path}?fileName=${file}" -H "x-api-key: $EXPORTDESK_API_KEY" --data-binary @${file}`,
      cli: `exportdesk upload ${file} --source ${source} --json`,
    },
  });
}

export const MARKETPLACE_CONTRACTS = {
  amazon: importContract(
    'processamazon',
    'amazon',
    'amazon/processamazon',
    'an Amazon orders report',
    'amazon.txt',
  ),
  ebay: importContract('processebay', 'ebay', 'ebay/processebay', 'an eBay orders report', 'ebay.csv'),
  shopify: importContract(
    'importShopifyOrder',
    'shopify',
    'save/importShopifyOrder',
    'a Shopify orders export',
    'shopify.csv',
  ),
} satisfies Record<MarketplaceSource, unknown>;
