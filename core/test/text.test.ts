/** Issue 12 item 9: "all text fields: well-formed Unicode, no control characters". */
import { describe, expect, it } from 'vitest';
import { findTextProblem, isMultilineField, MSG, textFault } from '../src';

describe('textFault', () => {
  it.each([
    ['a lone high surrogate', 'ORD-\uD83D', 'not-well-formed'],
    ['a lone low surrogate', '\uDE00x', 'not-well-formed'],
    ['a NUL', 'a\u0000b', 'control'],
    ['an escape', 'a\u001Bb', 'control'],
    ['DEL', 'a\u007F', 'control'],
    ['a C1 control', 'a\u0085', 'control'],
    ['a tab in a one-line field', 'a\tb', 'line-break'],
    ['a newline in a one-line field', 'a\nb', 'line-break'],
  ])('refuses %s', (_what, s, fault) => {
    expect(textFault(s, false)).toBe(fault);
  });

  it('accepts any well-formed text: Hindi, emoji (a surrogate pair), accents, quotes', () => {
    for (const s of ['प्रमाण "x.html".pdf', 'Box 😀 3', 'Café Zoë', '', 'a\u00A0b'])
      expect(textFault(s, false)).toBeNull();
  });

  it('allows tab and line breaks only where several lines are expected', () => {
    expect(textFault('12 MG Road\r\nNew Delhi\t110001', true)).toBeNull();
    expect(textFault('line\u0000', true)).toBe('control');
    expect(
      ['consigneeAddress', 'description', 'packageDesc', 'comment', 'message', 'thirdPartyAddress'].every(
        isMultilineField,
      ),
    ).toBe(true);
    expect(['orderId', 'userName', 'invoiceNo', 'password', 'title', 'name'].some(isMultilineField)).toBe(
      false,
    );
  });
});

describe('findTextProblem', () => {
  it('finds the field at any depth and names it in the message', () => {
    const body = {
      authKey: 'k',
      orderData: [{ orderId: 'ok' }, { orderId: 'ORD-\uD800', consigneeAddress: 'a\nb' }],
    };
    expect(findTextProblem(body)).toEqual({
      field: 'orderData.1.orderId',
      message: `${MSG.textNotWellFormed('orderId')} (at orderData.1.orderId)`,
    });
    expect(findTextProblem({ name: 'x\ty' })).toEqual({ field: 'name', message: MSG.textOneLine('name') });
    expect(findTextProblem({ tags: ['ok', 'b\u0007'] })).toEqual({
      field: 'tags.1',
      message: `${MSG.textControlChar('tags')} (at tags.1)`,
    });
    expect(findTextProblem({ ['k\uDC00']: 1 })?.field).toBe('k\uDC00');
  });

  it('passes clean bodies, numbers, nulls, and leaves binary data alone', () => {
    expect(
      findTextProblem({ a: 1, b: null, c: [true, { d: 'Café 😀', description: 'two\nlines' }] }),
    ).toBeNull();
    expect(findTextProblem(new Uint8Array([0, 1, 2]))).toBeNull();
    expect(findTextProblem(undefined)).toBeNull();
  });

  it('walks a deeply nested body without exhausting the stack', () => {
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findTextProblem(deep)?.message).toMatch(
      new RegExp(`^${MSG.textControlChar('The text')} \\(at 0\\.0\\.`),
    );
  });
});
