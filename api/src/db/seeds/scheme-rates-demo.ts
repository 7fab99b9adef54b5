/**
 * DEMO DATA, not a notified schedule: a small MEIS (Appendix 3B Table 2 style) and RoDTEP
 * schedule so the MEIS screens show entitlements on the demo dockets. Rates and caps here are
 * illustrative only; the super admin uploads the real schedule (POST /api/v1/scheme-rates), which
 * then takes over from its effective date. 71131110 (silver jewellery) is left out on purpose: the
 * screens show "no rate" for it instead of claiming 0. Idempotent: written once, marked demo.
 */
import type { Db } from '../knex';
import { now } from '../knex';

const IST = 330 * 60_000;
const MEIS_ROWS: Array<[string, string, number]> = [
  ['62141090', 'Shawls, scarves of other textile materials (DEMO)', 5],
  ['62142010', 'Shawls, scarves of wool or silk (DEMO)', 5],
  ['74198090', 'Other articles of copper, brass (DEMO)', 5],
  ['48202000', 'Exercise books, notebooks (DEMO)', 3],
  ['09023010', 'Black tea, packets up to 3 kg (DEMO)', 3],
  ['420222', 'Handbags with outer surface of plastic or textile (DEMO, subheading)', 5],
];
const RODTEP_ROWS: Array<[string, string, number, number | null, string | null]> = [
  ['62141090', 'Shawls, scarves of other textile materials (DEMO)', 4.3, 40, 'piece'],
  ['62142010', 'Shawls, scarves of wool or silk (DEMO)', 4.3, 60, 'piece'],
  ['74198090', 'Other articles of copper, brass (DEMO)', 2.2, 25, 'kg'],
  ['48202000', 'Exercise books, notebooks (DEMO)', 1.4, null, null],
  ['09023010', 'Black tea, packets up to 3 kg (DEMO)', 2.8, 12, 'kg'],
  ['420222', 'Handbags with outer surface of plastic or textile (DEMO, subheading)', 2.5, null, null],
];

export async function seedSchemeRatesDemo(db: Db): Promise<void> {
  if (await db('scheme_rate_versions').first('id')) return;
  const t = now();
  const version = async (scheme: string, from: number, rows: Array<Record<string, unknown>>) => {
    await db.transaction(async (trx) => {
      const [id] = await trx('scheme_rate_versions').insert({
        scheme,
        effective_from: from,
        reference: `DEMO DATA — illustrative ${scheme} schedule, not a notification`,
        source_name: 'demo seed',
        row_count: rows.length,
        uploaded_by: null,
        created_at: t,
        demo: true,
      });
      await trx('scheme_rates').insert(rows.map((r) => ({ ...r, version_id: Number(id) })));
    });
  };
  await version(
    'MEIS',
    Date.UTC(2015, 3, 1) - IST,
    MEIS_ROWS.map(([hs, d, r]) => ({
      hs_code: hs,
      description: d,
      rate_pct: r,
      cap_per_unit: null,
      cap_unit: null,
    })),
  );
  await version(
    'RODTEP',
    Date.UTC(2021, 0, 1) - IST,
    RODTEP_ROWS.map(([hs, d, r, cap, unit]) => ({
      hs_code: hs,
      description: d,
      rate_pct: r,
      cap_per_unit: cap,
      cap_unit: unit,
    })),
  );
}
