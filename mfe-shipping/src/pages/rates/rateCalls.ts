/** The calculator's calls, verbatim from 000 §7. Each carrier is asked on its own. */
import {
  aramexChargeableWeight,
  DEFAULT_FLAGS,
  findCountry,
  RATE_CONTRACTS as c,
  type CalculatorAnswers,
  type Contract,
  type ContractInput,
} from '@exportdesk/core';
import { callContract } from '@exportdesk/portal-kit';

export interface Parcel {
  country: string;
  weight: number;
  length: number;
  width: number;
  height: number;
}

/** "POST authentication/getCountries — success, data[].country" */
export const loadCountries = (signal?: AbortSignal) => callContract(c.getCountries, {}, signal);

/** The country names of an answer; an empty list when it brought none (or failed). */
export const countryNames = (rows: Array<{ country?: string }> | undefined): string[] =>
  Array.isArray(rows) ? rows.map((c) => String(c.country ?? '')).filter(Boolean) : [];

/**
 * One carrier's answer, or undefined when the call failed: "A failure of any carrier call
 * silently resets that carrier's rates to empty or 0" (000 §4.1), so nothing is shown for it.
 */
async function ask<C extends Contract>(contract: C, body: ContractInput<C>['body']) {
  try {
    const res = await callContract(contract, { body });
    return res.success ? res : undefined;
  } catch {
    return undefined;
  }
}

type Key = keyof CalculatorAnswers;

/**
 * Fires every carrier's call at once; `onAnswer` gets each as it arrives so fast carriers show
 * before slow ones. The fifth courier is asked only when its flag is on (000 §9: off).
 */
export function calculateAll(
  p: Parcel,
  onAnswer: <K extends Key>(key: K, answer: CalculatorAnswers[K]) => void,
): Promise<unknown> {
  const courier = {
    consigneeCountry: p.country,
    grossWeight: p.weight,
    netHeight: p.height,
    netLength: p.length,
    netWidth: p.width,
    isCalculator: true,
  };
  // The second courier is sent "the larger of actual weight and length*width*height/5" (000 §7).
  // The first courier's payload is only "countryName, weights": we send it the same chargeable
  // weight, since its card is priced on volumetric weight too (l×w×h/5000 kg is the same figure).
  const chargeable = aramexChargeableWeight(p.weight, p.length, p.width, p.height);
  const code = findCountry(p.country)?.code ?? p.country;
  const calls: Array<Promise<void>> = [
    ask(c.rateCalculation, {
      country: p.country,
      weight: p.weight,
      length: p.length,
      width: p.width,
      height: p.height,
    }).then((a) => onAnswer('indiaPost', a)),
    ask(c.dhl, { countryName: p.country, weights: [chargeable] }).then((a) => onAnswer('dhl', a)),
    ask(c.aramex, { countryCode: code, weight: chargeable }).then((a) => onAnswer('aramex', a)),
    ask(c.fedex, courier).then((a) => onAnswer('fedex', a)),
    ask(c.xpressbees, courier).then((a) => onAnswer('xpressbees', a)),
  ];
  if (DEFAULT_FLAGS.delhivery) calls.push(ask(c.delhivery, courier).then((a) => onAnswer('delhivery', a)));
  return Promise.all(calls);
}
