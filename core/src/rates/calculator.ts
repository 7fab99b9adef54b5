/**
 * The postage rate calculator's form rules (000 §2.3, §4.1, §5, §9), shared by the portal page
 * and its tests so the page holds no rule of its own.
 */
import { formatInr } from '../format';
import { findCountry } from './countries';
import { EMS_DISCOUNT_TIERS } from './discounts';
import { parsePositive } from './rows';
import { COURIER_VOLUMETRIC_DIVISOR } from './services';

export interface CalculatorForm {
  country: string;
  /** grams */
  weight: string;
  /** cm */
  length: string;
  width: string;
  height: string;
}

export const EMPTY_CALCULATOR_FORM: CalculatorForm = {
  country: '',
  weight: '',
  length: '',
  width: '',
  height: '',
};

/** "Registration fee on India Post rates: Rs 70, included in the tariff." (000 §9) */
export const INDIA_POST_REGISTRATION_FEE_INR = 70;
/** "Delays: result tooltip 300 ms" (000 §9). */
export const RESULT_TOOLTIP_DELAY_MS = 300;
/** Our wording of the tooltip the spec describes ("explains that the Rs 70 registration fee is already included"). */
export const REGISTRATION_FEE_TOOLTIP = `Rs ${INDIA_POST_REGISTRATION_FEE_INR} registration fee is already included in the tariff.`;
export const MSG_PRICES_MAY_VARY = 'Prices may vary for this country.';
export const MSG_NO_COUNTRY_FOUND = 'No Country Found';
export const COUNTRY_PLACEHOLDER = 'Select Destination Country';
export const EMS_DISCOUNT_TITLE = 'EMS Tariff Discount Structure';

export interface CalculatorStart {
  form: CalculatorForm;
  /** "the country is pre-selected, the dimensions filled and the calculation runs at once" */
  calculateNow: boolean;
}

/**
 * "If details is 'new' (any letter case) the form starts empty. Otherwise it is split on
 * underscores into country, height, width, length and weight" (000 §2.3). A country in another
 * spelling or an ISO code ("us") is shown under the product's name. Missing parts stay empty,
 * and the calculation runs only when the form is complete (000 §4.1: "A new calculation runs
 * only when the country and all four numbers are filled and non-zero").
 */
export function parseCalculatorDetails(details: string | undefined | null): CalculatorStart {
  const raw = (details ?? '').trim();
  if (!raw || raw.toLowerCase() === 'new') return { form: { ...EMPTY_CALCULATOR_FORM }, calculateNow: false };
  const [country = '', height = '', width = '', length = '', weight = ''] = raw
    .split('_')
    .map((s) => s.trim());
  const form: CalculatorForm = {
    country: findCountry(country)?.country ?? country,
    height: sanitizeCalculatorNumber(height),
    width: sanitizeCalculatorNumber(width),
    length: sanitizeCalculatorNumber(length),
    weight: sanitizeCalculatorNumber(weight),
  };
  return { form, calculateNow: canCalculate(form) };
}

/**
 * "Calculator numeric fields accept only digits, dot and space; Ctrl or Meta key combinations are
 * allowed." (000 §5) Named keys (Backspace, Tab, arrows, Delete, Enter, Home, End) are not
 * characters and stay usable, or the field could not be edited or left with the keyboard.
 */
export function isCalculatorKeyAllowed(e: { key: string; ctrlKey?: boolean; metaKey?: boolean }): boolean {
  if (e.ctrlKey || e.metaKey) return true;
  if (e.key.length > 1) return true;
  return /^[0-9. ]$/.test(e.key);
}

/** Pasted or dropped text keeps only digits, dots and spaces (the same rule as typing). */
export const sanitizeCalculatorNumber = (s: string) => s.replace(/[^0-9. ]/g, '');

/** A field's number, or undefined when it is empty, zero or not a number. */
export const calculatorNumber = (s: string) => parsePositive(s);

/**
 * "Calculate is disabled until country, weight, length, width and height are all present and
 * non-zero." (000 §4.1)
 */
export function canCalculate(f: CalculatorForm): boolean {
  return (
    !!f.country.trim() &&
    [f.weight, f.length, f.width, f.height].every((v) => calculatorNumber(v) !== undefined)
  );
}

/**
 * The weight sent to the second courier: "the larger of actual weight and length*width*height/5"
 * (000 §7; divisor 5, 000 §9), in grams.
 */
export function aramexChargeableWeight(
  weightGrams: number,
  lengthCm: number,
  widthCm: number,
  heightCm: number,
): number {
  return Math.max(weightGrams, (lengthCm * widthCm * heightCm) / COURIER_VOLUMETRIC_DIVISOR);
}

/**
 * The rows of the 'EMS Tariff Discount Structure' modal: "monthly international EMS revenue
 * against discount" (000 §2.3), from the tiers of 000 §9; "all tiers allow all EMS destinations
 * served by India Post".
 */
export function emsDiscountRows(): Array<{ revenue: string; discount: string; destinations: string }> {
  return EMS_DISCOUNT_TIERS.map((t) => ({
    revenue:
      t.toInr === null
        ? `Above ${formatInr(t.fromInr - 1)}`
        : `${formatInr(t.fromInr)} to ${formatInr(t.toInr)}`,
    discount: `${t.percent}%`,
    destinations: 'All EMS destinations served by India Post',
  }));
}
