/** Export documents' rules in core: Code 128, the CN22/CN23 limit, the documents tab role matrix (001 §6). */
import { describe, expect, it } from 'vitest';
import {
  canDocumentAction,
  CN22_MAX_SDR,
  code128Values,
  code128Widths,
  customsDeclarationForm,
  decodeCode128Widths,
  documentsTab,
  itemNoText,
  labelCode,
  SDR_INR,
  TRACKING_PENDING,
  type DocketFacts,
} from '../src';

describe("a label's main barcode (issue 24)", () => {
  it('is the tracking number, or the parcel id with "Tracking no. to be assigned" until there is one', () => {
    expect(labelCode({ trackingNo: 'EM100000017IN', boxId: 'B1' })).toEqual({
      code: 'EM100000017IN',
      caption: 'EM100000017IN',
      pending: false,
    });
    for (const trackingNo of ['', '  ', null, undefined])
      expect(labelCode({ trackingNo, boxId: 'PMB1000000000001-0001' })).toEqual({
        code: 'PMB1000000000001-0001',
        caption: `Parcel ID PMB1000000000001-0001\n${TRACKING_PENDING}`,
        pending: true,
      });
    expect(TRACKING_PENDING).toBe('Tracking no. to be assigned');
    expect(itemNoText('')).toBe(TRACKING_PENDING);
    expect(itemNoText('EM100000017IN')).toBe('EM100000017IN');
  });
});

describe('Code 128', () => {
  it('encodes tracking numbers and parcel ids that read back the same, with a valid check symbol', () => {
    for (const s of ['EM100000017IN', 'PMB1000000000001-0001', 'B1', '12345', 'A1234567B', '99'])
      expect(decodeCode128Widths(code128Widths(s))).toBe(s);
  });
  it('every symbol is 11 modules and the stop 13', () => {
    const w = code128Widths('EM100000017IN');
    expect(w.reduce((a, b) => a + b, 0)).toBe((code128Values('EM100000017IN').length - 1) * 11 + 13);
  });
  it('packs digit runs in code set C (a known encoding: "PJJ123C" → start B, …)', () => {
    // Start B (104), P=48, J=42, J=42, 1=17, 2=18, 3=19, C=35; check = (104 + 48 + 84 + 126 + 68 + 90 + 114 + 245) % 103 = 879 % 103 = 55.
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
    expect(code128Values('100000017')[0]).toBe(105); // leading digits start in C, the odd last one goes in B
    expect(decodeCode128Widths(code128Widths('100000017'))).toBe('100000017');
    expect(code128Values('EM100000017IN')).toContain(99);
  });
  it('refuses what Code 128 B cannot carry', () => {
    expect(() => code128Values('')).toThrow();
    expect(() => code128Values('é')).toThrow();
  });
});

describe('CN22 up to the 300 SDR limit, CN23 above (issue 6)', () => {
  it('decides on the parcel value in rupees', () => {
    expect(customsDeclarationForm(CN22_MAX_SDR * SDR_INR)).toBe('CN22');
    expect(customsDeclarationForm(CN22_MAX_SDR * SDR_INR + 1)).toBe('CN23');
  });
});

describe('Docket documents tab (001 §6)', () => {
  const docket: DocketFacts = {
    pickupPending: true,
    hasHarmonizedCountry: true,
    trackedPackets: true,
    hasParcelPost: false,
  };
  const who = {
    exporterAdmin: { userType: 1, roles: [] },
    exporterUser: { userType: 3, roles: [] },
    cha: { userType: 4, roles: [] },
    fpo: { userType: 5, roles: ['isFpoAgent'] },
    cbic: { userType: 6, roles: [] },
    admin: { userType: 10, roles: ['isAdmin'] },
    superAdmin: { userType: 10, roles: ['isAdmin', 'isSuperAdmin'] },
  };
  it.each([
    // "PBE view and PBE summary: all roles shown"; "CN22/23 … packing list …: exporter admin, CHA or super admin";
    // "Shipping label: all but customs users"; "All Export Invoices: all but customs users".
    [
      'exporterAdmin',
      [
        'pbe',
        'pbe-summary',
        'cn22',
        'cn23',
        'cn-with-label',
        'packing-list',
        'labels',
        'invoice',
        'invoices',
        'ibm',
        'harmonized-label',
        'edf',
        'additional',
      ],
    ],
    [
      'cha',
      [
        'pbe',
        'pbe-summary',
        'cn22',
        'cn23',
        'cn-with-label',
        'packing-list',
        'labels',
        'invoice',
        'invoices',
        'ibm',
        'harmonized-label',
        'edf',
        'additional',
      ],
    ],
    [
      'superAdmin',
      [
        'pbe',
        'pbe-summary',
        'cn22',
        'cn23',
        'cn-with-label',
        'packing-list',
        'labels',
        'invoice',
        'invoices',
        'ibm',
        'harmonized-label',
        'edf',
        'additional',
      ],
    ],
    ['exporterUser', ['pbe', 'pbe-summary', 'labels', 'invoice', 'invoices', 'additional']],
    ['admin', ['pbe', 'pbe-summary', 'labels', 'invoice', 'invoices', 'additional']],
    ['fpo', ['pbe', 'pbe-summary', 'additional']],
    ['cbic', ['pbe', 'pbe-summary', 'additional']],
  ] as const)('%s sees %j', (role, docs) => {
    expect(documentsTab(who[role], docket).documents).toEqual(docs);
  });
  it.each([
    // CP71/CP72 for a docket with a postal parcel: the owner side, as CN22/CN23, never anyone else.
    [
      'exporterAdmin',
      [
        'pbe',
        'pbe-summary',
        'cn22',
        'cn23',
        'cn-with-label',
        'cp72',
        'packing-list',
        'labels',
        'invoice',
        'invoices',
        'ibm',
        'harmonized-label',
        'edf',
        'additional',
      ],
    ],
    [
      'cha',
      [
        'pbe',
        'pbe-summary',
        'cn22',
        'cn23',
        'cn-with-label',
        'cp72',
        'packing-list',
        'labels',
        'invoice',
        'invoices',
        'ibm',
        'harmonized-label',
        'edf',
        'additional',
      ],
    ],
    [
      'superAdmin',
      [
        'pbe',
        'pbe-summary',
        'cn22',
        'cn23',
        'cn-with-label',
        'cp72',
        'packing-list',
        'labels',
        'invoice',
        'invoices',
        'ibm',
        'harmonized-label',
        'edf',
        'additional',
      ],
    ],
    ['exporterUser', ['pbe', 'pbe-summary', 'labels', 'invoice', 'invoices', 'additional']],
    ['admin', ['pbe', 'pbe-summary', 'labels', 'invoice', 'invoices', 'additional']],
    ['fpo', ['pbe', 'pbe-summary', 'additional']],
    ['cbic', ['pbe', 'pbe-summary', 'additional']],
  ] as const)('with a postal parcel, %s sees %j', (role, docs) => {
    expect(documentsTab(who[role], { ...docket, hasParcelPost: true }).documents).toEqual(docs);
  });
  it('CP72 only with a postal parcel, and for the owner side only; the actions do not depend on it', () => {
    for (const role of ['exporterAdmin', 'cha', 'superAdmin'] as const) {
      expect(documentsTab(who[role], docket).documents).not.toContain('cp72');
      expect(
        documentsTab(who[role], { ...docket, hasParcelPost: true, pickupPending: false }).documents,
      ).toContain('cp72');
    }
    expect(documentsTab(who.exporterAdmin, { ...docket, hasParcelPost: true }).actions).toEqual(
      documentsTab(who.exporterAdmin, docket).actions,
    );
  });
  it('"a super admin sees Download/Generate status only, others see the Generate button"; uploads not for customs or super admin', () => {
    expect(documentsTab(who.superAdmin, docket).actions).toEqual(['upload-ibm', 'email-documents']);
    expect(documentsTab(who.exporterAdmin, docket).actions).toEqual([
      'generate-invoices',
      'upload-additional',
      'delete-additional',
      'upload-ibm',
      'submit-edf',
      'email-documents',
    ]);
    expect(documentsTab(who.fpo, docket).actions).toEqual([]);
    expect(documentsTab(who.admin, docket).actions).toEqual([
      'generate-invoices',
      'upload-additional',
      'delete-additional',
    ]);
  });
  it('sendDocViaEmail (spec silent on roles, ours): the owner side — exporter admin or user, CHA, super admin — not customs users, not a plain admin', () => {
    const allowed = Object.fromEntries(
      Object.entries(who).map(([k, p]) => [k, canDocumentAction(p, 'email-documents', docket)]),
    );
    expect(allowed).toEqual({
      exporterAdmin: true,
      exporterUser: true,
      cha: true,
      fpo: false,
      cbic: false,
      admin: false,
      superAdmin: true,
    });
    expect(canDocumentAction({ userType: 7, roles: ['dgft'] }, 'email-documents', docket)).toBe(false);
    expect(
      canDocumentAction({ userType: 11, roles: [] }, 'email-documents', { ...docket, pickupPending: false }),
    ).toBe(true);
    // The new action changes no answer of the others: the tab lists the same earlier actions as before.
    expect(documentsTab(who.exporterUser, docket).actions).toEqual([
      'generate-invoices',
      'upload-additional',
      'delete-additional',
      'email-documents',
    ]);
    expect(documentsTab(who.cha, docket).actions).toEqual([
      'generate-invoices',
      'upload-additional',
      'delete-additional',
      'upload-ibm',
      'submit-edf',
      'email-documents',
    ]);
    expect(documentsTab(who.cbic, docket).actions).toEqual([]);
  });
  it('pickup documents hide while pickup is Pending; harmonized label needs a harmonized country and tracked packets', () => {
    expect(documentsTab(who.exporterAdmin, { ...docket, pickupPending: false }).documents).toContain(
      'pickup-docs',
    );
    expect(documentsTab(who.fpo, { ...docket, pickupPending: false }).documents).not.toContain('pickup-docs');
    expect(documentsTab(who.exporterAdmin, { ...docket, trackedPackets: false }).documents).not.toContain(
      'harmonized-label',
    );
    expect(documentsTab(who.exporterAdmin, { ...docket, pickupPending: false }).actions).not.toContain(
      'delete-additional',
    );
  });
});

describe('proof of export files by content (001 §5 "Accepted types: png, jpeg, pdf")', () => {
  it('recognises pdf, png and jpeg by their first bytes, nothing else', async () => {
    const { sniffFileKind } = await import('../src');
    expect(sniffFileKind(Buffer.from('%PDF-1.7'))).toBe('pdf');
    expect(sniffFileKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffFileKind(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpeg');
    expect(sniffFileKind(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(sniffFileKind(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffFileKind(Buffer.alloc(0))).toBeNull();
  });
});

describe('export proof list columns (001 §2.6, §6)', () => {
  it('"IEC column for CHA, admin or customs users. PBE column hidden for FPO agents. Customs users can edit the PBE reference."', async () => {
    const { exportProofColumns } = await import('../src');
    expect(exportProofColumns({ userType: 1, roles: [] })).toEqual({
      iec: false,
      pbe: true,
      pbeEdit: false,
      uploadExportProof: false,
    });
    expect(exportProofColumns({ userType: 4, roles: [] })).toMatchObject({ iec: true, pbe: true });
    expect(exportProofColumns({ userType: 6, roles: [] })).toEqual({
      iec: true,
      pbe: true,
      pbeEdit: true,
      uploadExportProof: true,
    });
    expect(exportProofColumns({ userType: 5, roles: ['isFpoAgent'] })).toMatchObject({
      iec: true,
      pbe: false,
      pbeEdit: false,
    });
    expect(exportProofColumns({ userType: 10, roles: ['isAdmin', 'isSuperAdmin'] })).toMatchObject({
      iec: true,
      uploadExportProof: true,
    });
  });
});
