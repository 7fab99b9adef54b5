/**
 * What every text field of every payload must be (issue 12 item 9): well-formed Unicode (no lone
 * UTF-16 surrogate, which MySQL refuses or mangles and which then broke every retry with a 500)
 * and free of control characters. Tab and line breaks are allowed only in fields meant to hold
 * several lines, recognised by name (address, description, comment, message, notes, …): the
 * schemas stay as they are, and a new multi-line field named like its peers needs nothing more.
 */
import { MSG } from './messages';

/** Field names whose text may span lines (the last name on the path: `consigneeAddress`, `comment`). */
const MULTILINE_NAME =
  /(address|description|desc|comment|comments|message|note|notes|remark|remarks|body|content|html|text)$/i;
export const isMultilineField = (name: string) => MULTILINE_NAME.test(name);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// C0 controls but tab, LF and CR; DEL; C1 controls.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE = /[\t\n\r]/;

export type TextFault = 'not-well-formed' | 'control' | 'line-break';

// Any character that might be a fault: most text has none, and one scan settles it.
const SUSPECT = /[\u0000-\u001F\u007F-\u009F\uD800-\uDFFF]/;

export function textFault(s: string, multiline: boolean): TextFault | null {
  if (!SUSPECT.test(s)) return null;
  if (LONE_SURROGATE.test(s)) return 'not-well-formed';
  if (CONTROL.test(s)) return 'control';
  if (!multiline && LINE.test(s)) return 'line-break';
  return null;
}

export function textFaultMessage(field: string, fault: TextFault): string {
  if (fault === 'not-well-formed') return MSG.textNotWellFormed(field);
  return fault === 'control' ? MSG.textControlChar(field) : MSG.textOneLine(field);
}

export interface TextProblem {
  /** The path of the field, e.g. `orderData.0.orderId`. */
  field: string;
  message: string;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  !!v &&
  typeof v === 'object' &&
  (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/** The message names the field; inside a list or an object it also says where (`orderData.3.orderId`). */
const problem = (field: string, name: string, fault: TextFault): TextProblem => ({
  field,
  message: field.includes('.')
    ? `${textFaultMessage(name, fault)} (at ${field.length > 120 ? `${field.slice(0, 120)}…` : field})`
    : textFaultMessage(name, fault),
});

interface Step {
  v: unknown;
  /** The step that holds this one, and this one's key there (a linked path: no copying per level). */
  up: Step | null;
  key: string;
  /** The nearest field name on the path (an array's items take their field's name). */
  name: string;
}

const pathOf = (step: Step, key?: string): string => {
  const parts: string[] = key === undefined ? [] : [key];
  for (let s: Step | null = step; s && s.up; s = s.up) parts.push(s.key);
  return parts.reverse().join('.');
};

/**
 * The first text in `value` (strings and object keys, at any depth of plain objects and arrays)
 * that is not acceptable, or null. Iterative and linear, so a deeply nested body costs no more
 * than a flat one of the same size.
 */
export function findTextProblem(value: unknown): TextProblem | null {
  const stack: Step[] = [{ v: value, up: null, key: '', name: '' }];
  while (stack.length) {
    const step = stack.pop()!;
    const v = step.v;
    if (typeof v === 'string') {
      const fault = SUSPECT.test(v) ? textFault(v, isMultilineField(step.name)) : null;
      if (fault) return problem(pathOf(step), step.name || 'The text', fault);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--)
        stack.push({ v: v[i], up: step, key: String(i), name: step.name });
    } else if (isPlainObject(v)) {
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i];
        const fault = textFault(key, false);
        if (fault) return problem(pathOf(step, key), 'A field name', fault);
        stack.push({ v: v[key], up: step, key, name: key });
      }
    }
  }
  return null;
}
