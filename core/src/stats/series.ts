/**
 * The dashboard's daily series (issue 17): one point per day of the period, days without dockets
 * included as zeros, so a line chart and its table view show the same days.
 */
const DAY = 86_400_000;

export interface DayPoint {
  /** YYYY-MM-DD (UTC, as the period's days are) */
  day: string;
  parcels: number;
  fobInr: number;
}

/** Day numbers (epoch-ms / 1 day) with their sums → every day from `start` (inclusive) to `end` (exclusive). */
export function fillDays(
  start: number,
  end: number,
  rows: ReadonlyArray<{ dayNo: number; parcels: number; fobInr: number }>,
): DayPoint[] {
  const byDay = new Map(rows.map((r) => [r.dayNo, r]));
  const out: DayPoint[] = [];
  for (let d = Math.floor(start / DAY); d * DAY < end; d++) {
    const r = byDay.get(d);
    out.push({
      day: new Date(d * DAY).toISOString().slice(0, 10),
      parcels: r?.parcels ?? 0,
      fobInr: Math.round((r?.fobInr ?? 0) * 100) / 100,
    });
  }
  return out;
}
