/**
 * Issue 12 items 4–6 on MySQL + Redis (and SQLite): documents belong to whoever filed them, no
 * shared temp files between concurrent first renders (PBE, invoices zip), and file names that are
 * data, never header text.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_OWNER_MSG, sampleOrder } from '@exportdesk/core';
import { call, eventually, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { pushDocket } from '../../tests/support/documents';

let stack: Stack;
const tokens: Record<string, string> = {};
const users: Record<string, [number, string]> = {
  exporter: [1, 'ABCDE1234F'],
  fpo: [5, 'fpo.delhi'],
  cbic: [6, 'cbic'],
  admin: [10, 'admin'],
  superadmin: [10, 'superadmin'],
};
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  stack = await startStack();
  for (const [k, [t, u]] of Object.entries(users)) tokens[k] = await loginAs(stack.url, t, u);
});
afterAll(async () => {
  await stack?.stop();
});

const newDocket = (n: number, invoices = 2) =>
  pushDocket(
    stack.url,
    tokens.exporter,
    Array.from({ length: invoices }, (_, i) =>
      sampleOrder(n + i, { orderId: `H-${n}-${i}`, invoiceNo: `HINV-${n}-${i}` }),
    ),
  );

async function get(p: string, token: string) {
  const res = await fetch(`${stack.url}${p}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** A proof (raw body, the CLI's way) or an additional document; answers the new file's id. */
async function upload(docket: string, who: string, what: 'proof' | 'additional', fileName = 'proof.pdf') {
  const url =
    what === 'proof'
      ? `/api/v1/dockets/${docket}/proofs/pbe?fileName=${encodeURIComponent(fileName)}`
      : `/api/v1/dockets/${docket}/files?fileName=${encodeURIComponent(fileName)}&desc=Signed%20copy`;
  const res = await fetch(`${stack.url}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(pdf),
  });
  const body = (await res.json()) as any;
  expect(res.status, `${who} uploads: ${JSON.stringify(body)}`).toBe(201);
  return Number(what === 'proof' ? body.data[0].id : body.data.id);
}

const remove = (docket: string, id: number, who: string) =>
  call(stack.url, 'DELETE', `/api/v1/dockets/${docket}/files/${id}`, undefined, tokens[who]);
const storedFile = async (id: number) => {
  const row = await stack.db('docket_files').where({ id }).first('file_key');
  return row ? (await stack.api.ctx.storage.size(row.file_key)) !== null : false;
};

describe('documents belong to whoever filed them (issue 12 item 4)', () => {
  it('an exporter cannot delete a proof CBIC or the FPO uploaded: 403, and the file is still there', async () => {
    const docket = await newDocket(100);
    const byCbic = await upload(docket, 'cbic', 'proof');
    const byFpo = await upload(docket, 'fpo', 'proof');
    for (const id of [byCbic, byFpo]) {
      expect(await remove(docket, id, 'exporter')).toMatchObject({
        status: 403,
        body: { success: false, message: FILE_OWNER_MSG.customs },
      });
      expect(await storedFile(id)).toBe(true);
      expect((await get(`/api/v1/dockets/${docket}/files/${id}`, tokens.exporter)).bytes.equals(pdf)).toBe(
        true,
      );
    }
    // The proof list tells each user whether they may delete each file.
    const list = await call(
      stack.url,
      'GET',
      `/api/v1/dockets/${docket}/proofs/pbe`,
      undefined,
      tokens.exporter,
    );
    expect(list.body.data.pbe.map((f: any) => f.canDelete)).toEqual([false, false]);
    const cbicList = await call(
      stack.url,
      'GET',
      `/api/v1/dockets/${docket}/proofs/pbe`,
      undefined,
      tokens.cbic,
    );
    expect(cbicList.body.data.pbe.map((f: any) => [f.id, f.canDelete])).toEqual([
      [byCbic, true],
      [byFpo, false],
    ]);
  });

  it("a plain admin cannot delete CBIC's proof nor the exporter's document; another office cannot either", async () => {
    const docket = await newDocket(110);
    const byCbic = await upload(docket, 'cbic', 'proof');
    const byExporter = await upload(docket, 'exporter', 'additional');
    expect(await remove(docket, byCbic, 'admin')).toMatchObject({
      status: 403,
      body: { message: FILE_OWNER_MSG.customs },
    });
    expect(await remove(docket, byExporter, 'admin')).toMatchObject({
      status: 403,
      body: { message: FILE_OWNER_MSG.exporter },
    });
    expect((await remove(docket, byCbic, 'fpo')).status).toBe(403);
    expect(await storedFile(byCbic)).toBe(true);
    expect(await storedFile(byExporter)).toBe(true);
  });

  it('the uploading office deletes its own proof; the super admin deletes a customs proof, recorded', async () => {
    const docket = await newDocket(120);
    const byCbic = await upload(docket, 'cbic', 'proof');
    const byFpo = await upload(docket, 'fpo', 'proof');
    const fileKey = (await stack.db('docket_files').where({ id: byFpo }).first('file_key')).file_key;
    expect((await remove(docket, byCbic, 'cbic')).status).toBe(200);
    const before = Date.now();
    expect(await remove(docket, byFpo, 'superadmin')).toMatchObject({ status: 200, body: { success: true } });
    expect(await stack.db('docket_files').where({ id: byFpo }).first()).toBeUndefined();
    expect(await stack.api.ctx.storage.size(fileKey)).toBeNull();
    const superadmin = await stack.db('users').where({ username: 'superadmin' }).first('id');
    const fpo = await stack.db('users').where({ username: 'fpo.delhi' }).first('id');
    const audit = await stack.db('docket_file_deletions').where({ file_id: byFpo }).first();
    expect(audit).toMatchObject({
      deleted_by: superadmin.id,
      deleter_type: 10,
      grounds: 'super-admin',
      file_type: 'pbe',
      file_name: 'proof.pdf',
      uploaded_by: fpo.id,
      uploader_type: 5,
      uploader_office: 'INDEL5',
    });
    expect(Number(audit.deleted_at)).toBeGreaterThanOrEqual(before);
  });

  it("the exporter deletes its own document; the tab's rows say who may delete which", async () => {
    const docket = await newDocket(130);
    const mine = await upload(docket, 'exporter', 'additional');
    const admins = await upload(docket, 'admin', 'additional');
    const rows = async (who: string) =>
      (
        await call(stack.url, 'GET', `/api/v1/dockets/${docket}/documents`, undefined, tokens[who])
      ).body.data.other.map((f: any) => [f.id, f.canDelete]);
    expect(await rows('exporter')).toEqual([
      [mine, true],
      [admins, false],
    ]);
    expect(await rows('admin')).toEqual([
      [mine, false],
      [admins, true],
    ]);
    expect(await rows('fpo')).toEqual([
      [mine, false],
      [admins, false],
    ]);
    expect((await remove(docket, admins, 'exporter')).status).toBe(403);
    expect((await remove(docket, mine, 'exporter')).status).toBe(200);
    expect((await remove(docket, admins, 'admin')).status).toBe(200);
  });
});

describe('no shared temp files (issue 12 item 5)', () => {
  const tmpFiles = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory()
            ? tmpFiles(path.join(dir, e.name))
            : e.name.endsWith('.tmp')
              ? [path.join(dir, e.name)]
              : [],
        )
      : [];

  it("20 concurrent first renders of a docket's PBE all answer 200 with the same bytes", async () => {
    const docket = await newDocket(200);
    const all = await Promise.all(
      Array.from({ length: 20 }, () => get(`/api/v1/dockets/${docket}/documents/pbe`, tokens.exporter)),
    );
    expect(all.map((r) => r.status)).toEqual(Array(20).fill(200));
    for (const r of all) expect(r.bytes.equals(all[0].bytes)).toBe(true);
    expect(all[0].bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // And what is served afterwards is the same file.
    expect(
      (await get(`/api/v1/dockets/${docket}/documents/pbe`, tokens.exporter)).bytes.equals(all[0].bytes),
    ).toBe(true);
    expect(tmpFiles(path.join(stack.config.dataDir, 'files'))).toEqual([]);
  });

  it('20 concurrent invoice-zip generations: every job completes, every download is the same zip', async () => {
    const docket = await newDocket(300, 3);
    const started = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(stack.url, 'POST', '/api/v1/generateInvoicesInBulk', { docket }, tokens.exporter),
      ),
    );
    expect(started.map((r) => r.status)).toEqual(Array(20).fill(202));
    const states = await eventually(
      async () => {
        const s = await Promise.all(
          started.map(
            async (r) =>
              (await call(stack.url, 'GET', `/api/v1/jobs/${r.body.data.jobId}`, undefined, tokens.exporter))
                .body.data.state,
          ),
        );
        return s.every((x: string) => x === 'completed' || x === 'failed') && s;
      },
      60_000,
      250,
    );
    expect(states).toEqual(Array(20).fill('completed'));
    expect(
      (await call(stack.url, 'GET', `/api/v1/dockets/${docket}/documents`, undefined, tokens.exporter)).body
        .data.isAllInvoicesGen,
    ).toBe('Generated');
    const zips = await Promise.all(
      Array.from({ length: 20 }, () => get(`/api/v1/downloadZip/${docket}`, tokens.exporter)),
    );
    expect(zips.map((r) => r.status)).toEqual(Array(20).fill(200));
    for (const z of zips) expect(z.bytes.equals(zips[0].bytes)).toBe(true);
    expect(zips[0].bytes.readUInt16LE(zips[0].bytes.length - 22 + 10)).toBe(3); // three invoices in the zip
    expect(tmpFiles(path.join(stack.config.dataDir, 'files'))).toEqual([]);
  }, 90_000);
});

describe('file names are data, not headers (issue 12 item 6)', () => {
  const name = 'प्रमाण "x.html".pdf';
  const parse = (cd: string) => ({
    fallback: /filename="([^"]*)"/.exec(cd)?.[1],
    star: decodeURIComponent(/filename\*=UTF-8''([^;\s]+)/.exec(cd)?.[1] ?? ''),
  });

  it(`an upload named ${name} downloads with an ASCII fallback and the UTF-8 name in filename*`, async () => {
    const docket = await newDocket(400);
    for (const what of ['additional', 'proof'] as const) {
      const id = await upload(docket, 'exporter', what, name);
      for (let i = 0; i < 2; i++) {
        const r = await get(`/api/v1/dockets/${docket}/files/${id}`, tokens.exporter);
        expect(r.status).toBe(200);
        expect(r.headers.get('content-type')).toBe('application/pdf');
        const cd = r.headers.get('content-disposition')!;
        expect(cd).toMatch(/^[\x20-\x7e]+$/);
        // One filename parameter and one filename*: the quote did not open a second one.
        expect(cd.match(/filename=/g)).toHaveLength(1);
        const { fallback, star } = parse(cd);
        expect(fallback).toMatch(/^[\x20-\x7e]+\.pdf$/);
        expect(fallback).not.toMatch(/["\\]/);
        expect(star).toBe(name);
      }
      const listed =
        what === 'proof'
          ? (await call(stack.url, 'GET', `/api/v1/dockets/${docket}/proofs/pbe`, undefined, tokens.exporter))
              .body.data.pbe
          : (await call(stack.url, 'GET', `/api/v1/dockets/${docket}/documents`, undefined, tokens.exporter))
              .body.data.other;
      expect(listed.find((f: any) => f.id === id).fileName).toBe(name);
    }
  });

  it('a browser form with the same name and a name with folders are stored clean; control characters are refused', async () => {
    const docket = await newDocket(410);
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(pdf)]), name);
    const res = await fetch(`${stack.url}/api/v1/dockets/${docket}/proofs/rbi`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.exporter}` },
      body: form,
    });
    const body = (await res.json()) as any;
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.data[0].fileName).toBe(name);
    const r = await get(`/api/v1/dockets/${docket}/files/${body.data[0].id}`, tokens.exporter);
    expect(r.status).toBe(200);
    expect(parse(r.headers.get('content-disposition')!).star).toBe(name);

    const id = await upload(docket, 'exporter', 'additional', '..\\..\\etc/passwd.pdf');
    const tab = (
      await call(stack.url, 'GET', `/api/v1/dockets/${docket}/documents`, undefined, tokens.exporter)
    ).body.data.other;
    expect(tab.find((f: any) => f.id === id).fileName).toBe('passwd.pdf');
    // Control characters in a text field are refused at validation (item 9), nothing stored.
    const before = (await stack.db('docket_files').count({ n: '*' }).first())!.n;
    const bad = await fetch(
      `${stack.url}/api/v1/dockets/${docket}/files?fileName=${encodeURIComponent('pass\u0000wd\u202e.pdf')}&desc=Signed%20copy`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.exporter}`, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(pdf),
      },
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).message).toMatch(/fileName/);
    expect((await stack.db('docket_files').count({ n: '*' }).first())!.n).toBe(before);
  });

  it('a plain ASCII name is sent as it is, without filename*', async () => {
    const docket = await newDocket(420);
    const r = await get(`/api/v1/dockets/${docket}/documents/pbe?download=1`, tokens.exporter);
    expect(r.headers.get('content-disposition')).toBe(`attachment; filename="pbe_${docket}.pdf"`);
  });
});
