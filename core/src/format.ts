/** Number, money and date formatting rules of the spec (000 §9, 001 §9). */

const ABBREVIATIONS: ReadonlyArray<[number, string]> = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e7, 'Cr'],
  [1e5, 'L'],
  [1e3, 'K'],
];

/**
 * "Number abbreviations with one decimal: K above 1e3, L above 1e5, Cr above 1e7, B above 1e9,
 * T above 1e12." We read "above" as "from": 1000 shows as 1.0K.
 */
export function abbreviateNumber(value: number): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return '0';
  const abs = Math.abs(n);
  // Issue 23: a total beyond 999.9T is no real figure (the order caps keep it out); never print
  // "2034675871.3T" however it got in.
  if (abs >= 999.95e12) return `${n < 0 ? '-' : ''}999.9T+`;
  for (const [limit, suffix] of ABBREVIATIONS) {
    if (abs >= limit) return `${(n / limit).toFixed(1)}${suffix}`;
  }
  return String(n);
}

const inrFormatter = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
// Notified exchange rates carry up to 6 decimals (KRW 0.062 INR): shown whole, never rounded away.
const inrRateFormatter = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 6,
});

function withRupee(n: number, formatter: Intl.NumberFormat, withSymbol: boolean): string {
  const v = Number.isFinite(n) ? n : 0;
  // The sign goes before the symbol (-₹1,234.00); a value that rounds to zero shows no sign.
  const text = formatter.format(Math.abs(v));
  const negative = v < 0 && /[1-9]/.test(text);
  return `${negative ? '-' : ''}${withSymbol ? '₹' : ''}${text}`;
}

/**
 * "Currency shown as INR with 2 decimals", grouped the Indian way: ₹1,23,456.00,
 * ₹12,34,56,789.50. The one rupee formatter of CLI, portal and documents (issue 18).
 */
export function formatInr(value: number, withSymbol = true): string {
  return withRupee(Number(value), inrFormatter, withSymbol);
}

/** A rupee rate per unit of a foreign currency: Indian grouping, 2 to 6 decimals (₹0.062, ₹83.25). */
export function formatInrRate(value: number, withSymbol = true): string {
  return withRupee(Number(value), inrRateFormatter, withSymbol);
}

/** Spreadsheet serial date (base 25569 = 1970-01-01) to DD-MM-YYYY. */
export function excelSerialToDate(serial: number): string {
  const ms = Math.round((Number(serial) - 25569) * 86400 * 1000);
  return formatDateDMY(new Date(ms));
}

/** DD-MM-YYYY in UTC (dates on documents are calendar dates, not instants). */
export function formatDateDMY(d: Date): string {
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}-${mm}-${d.getUTCFullYear()}`;
}

/** "morning before 12, noon at 12, afternoon 13 to 16, evening after 16" (000 §4.3). */
export function greetingForHour(hour: number): string {
  if (hour < 12) return 'Good Morning';
  if (hour === 12) return 'Good Noon';
  if (hour <= 16) return 'Good Afternoon';
  return 'Good Evening';
}

/** "Service-type names show underscores as spaces." */
export const serviceTypeName = (s: string) => String(s ?? '').replace(/_/g, ' ');
