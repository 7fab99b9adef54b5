/** DD-MM-YYYY calendar dates of the order payload ("invoiceDate (DD-MM-YYYY)", 001 §3). */

const DMY = /^(\d{2})-(\d{2})-(\d{4})$/;

/** True for a real calendar date: 31-04-2025 and 29-02-2023 are refused, 29-02-2024 is not. */
export function isValidDmyDate(input: string): boolean {
  const m = DMY.exec(String(input ?? '').trim());
  if (!m) return false;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 2200 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

/** Epoch ms of a DD-MM-YYYY date at 00:00 UTC (for range filters), or null. */
export function dmyToEpoch(input: string): number | null {
  if (!isValidDmyDate(input)) return null;
  const [d, m, y] = input.trim().split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}
