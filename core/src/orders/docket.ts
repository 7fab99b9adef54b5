/**
 * Dockets (tempSBill, "PMB plus 13 digits", 001 §1, §9) and parcels: items sharing a boxId are one
 * parcel, an item without one is a parcel of its own (001 §3).
 */
import { isValidDocketNo } from '../validators';

/** Docket numbers count up from PMB1000000000001, so they always have 13 digits and sort by age. */
export const DOCKET_BASE = 1_000_000_000_000;

/** The docket number of the n-th allocation of the database sequence (n ≥ 1). */
export function docketNoFromSequence(n: number): string {
  if (!Number.isSafeInteger(n) || n < 1 || n > 8_999_999_999_999)
    throw new RangeError(`docket sequence out of range: ${n}`);
  const docket = `PMB${DOCKET_BASE + n}`;
  if (!isValidDocketNo(docket)) throw new RangeError(`not a docket number: ${docket}`);
  return docket;
}

/**
 * Parcels of one docket, in first-seen order. A generated box id is derived from the docket and
 * the parcel's position, so saving the same items under the same docket again gives the same ids.
 */
export function groupParcels<T extends { boxId?: string | null }>(
  docketNo: string,
  items: readonly T[],
): Array<{ boxId: string; items: T[] }> {
  const parcels: Array<{ boxId: string; items: T[] }> = [];
  const byBox = new Map<string, { boxId: string; items: T[] }>();
  for (const item of items) {
    const given = item.boxId?.trim();
    if (given && byBox.has(given)) {
      byBox.get(given)!.items.push(item);
      continue;
    }
    const parcel = { boxId: given || generatedBoxId(docketNo, parcels.length + 1), items: [item] };
    parcels.push(parcel);
    if (given) byBox.set(given, parcel);
  }
  return parcels;
}

export const generatedBoxId = (docketNo: string, n: number) => `${docketNo}-${String(n).padStart(4, '0')}`;
