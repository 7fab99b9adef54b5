/** Issue 27 item 2: messages name fields as users see them, from one table. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BULK_COLUMNS,
  FIELD_LABELS,
  fieldLabel,
  LABELLED,
  orderSchema,
  sampleOrder,
  validateBulkRows,
} from '../src';

describe('field labels', () => {
  it('has a label for every column of the bulk workbook', () => {
    for (const c of BULK_COLUMNS) expect(FIELD_LABELS[c], c).toBeTruthy();
  });

  it('labels a path by its last name, and unknown names in words', () => {
    expect(fieldLabel('orderData.3.grossWeight')).toBe('Gross weight');
    expect(fieldLabel('shipperCity')).toBe('Shipper city');
    expect(fieldLabel('fob_inr')).toBe('FOB inr');
    expect(fieldLabel('consigneeIecCode')).toBe('Consignee IEC code');
  });

  it('an order API refusal reads the label, and keeps the wire name in its path', () => {
    const r = orderSchema.safeParse({ ...sampleOrder(1), grossWeight: '' });
    expect(r.success).toBe(false);
    const issue = r.error!.issues[0]!;
    expect(issue.message).toBe('Gross weight is required');
    expect(issue.path).toEqual(['grossWeight']);
  });

  it('a bulk row problem reads the label, with its column as the field', () => {
    const { problems } = validateBulkRows([{ row: 3, values: { pbe: 'PBE2', description: '' } }], false);
    const p = problems.find((x) => x.field === 'consigneeDetails_name');
    expect(p?.message).toBe('Consignee name is required');
  });

  it('no message names a wire field in camelCase or snake_case', () => {
    const r = orderSchema.safeParse({});
    const messages = r.error!.issues.map((i) => i.message);
    for (const m of messages) expect(m, m).not.toMatch(/^[a-z]+[A-Z_]\w* /);
  });

  it("says zod's own messages with the label; a schema's own message wins", () => {
    const s = z.object({
      docketNo: z.string(),
      pinCode: z.string().min(6).max(6),
      kind: z.enum(['a', 'b']),
      email: z.email(),
      gstin: z.string().min(1, 'Please enter the GSTIN'),
    });
    const r = s.safeParse({ pinCode: '12', kind: 'c', email: 'x', gstin: '' }, LABELLED);
    expect(r.error!.issues.map((i) => i.message)).toEqual([
      'Docket number is required',
      'PIN code must be at least 6 characters',
      'Kind must be one of: a, b',
      'Email: Enter valid email address',
      'Please enter the GSTIN',
    ]);
  });
});
