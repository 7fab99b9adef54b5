import { describe, expect, it } from 'vitest';
import {
  abbreviateNumber,
  excelSerialToDate,
  formatInr,
  greetingForHour,
  paginate,
  serviceTypeName,
} from '../src';

describe('pager (000 §9: "page size 20; up to 10 page links; start 1 to 10 while on page 6 or earlier, then a sliding window of 5 before and 4 after")', () => {
  it.each([
    // totalItems, page, startPage, endPage
    [0, 1, 1, 0],
    [45, 1, 1, 3],
    [200, 10, 1, 10],
    [1000, 1, 1, 10],
    [1000, 6, 1, 10],
    [1000, 7, 2, 11],
    [1000, 20, 15, 24],
    [1000, 47, 41, 50],
    [1000, 50, 41, 50],
  ])('%i items, page %i → pages %i..%i', (total, page, start, end) => {
    const p = paginate(total, page);
    expect([p.startPage, p.endPage]).toEqual([start, end]);
    expect(p.pages.length).toBe(Math.max(0, end - start + 1));
    expect(p.pages.length).toBeLessThanOrEqual(10);
  });

  it('"keeps the current page between 1 and the total pages"', () => {
    expect(paginate(45, 99).currentPage).toBe(3);
    expect(paginate(45, -4).currentPage).toBe(1);
    expect(paginate(0, 5).currentPage).toBe(1);
  });

  it('gives the slice indexes of the page', () => {
    expect(paginate(45, 3)).toMatchObject({ startIndex: 40, endIndex: 44, totalPages: 3, pageSize: 20 });
  });

  it('the "commonListUI" variant lists every page', () => {
    expect(paginate(1000, 1, 20, true).pages.length).toBe(50);
  });
});

describe('number abbreviations (000 §9: "K above 1e3, L above 1e5, Cr above 1e7, B above 1e9, T above 1e12" with one decimal)', () => {
  it.each([
    [999, '999'],
    [1000, '1.0K'],
    [1500, '1.5K'],
    [99999, '100.0K'],
    [100000, '1.0L'],
    [2500000, '25.0L'],
    [10000000, '1.0Cr'],
    [1e9, '1.0B'],
    [2.5e12, '2.5T'],
    [-1500, '-1.5K'],
  ])('%d → %s', (n, s) => expect(abbreviateNumber(n)).toBe(s));
});

describe('INR (000 §9: "Currency shown as INR with 2 decimals")', () => {
  it.each([
    [0, '₹0.00'],
    [715, '₹715.00'],
    [123456.789, '₹1,23,456.79'],
    [10000000, '₹1,00,00,000.00'],
  ])('%d → %s', (n, s) => expect(formatInr(n)).toBe(s));
  it('without the symbol', () => expect(formatInr(1234.5, false)).toBe('1,234.50'));
});

describe('Excel serial dates (001 §5: "converted from spreadsheet serial dates (base 25569) to DD-MM-YYYY")', () => {
  it.each([
    [25569, '01-01-1970'],
    [45292, '01-01-2024'],
    [46347, '21-11-2026'],
    [45351.75, '29-02-2024'],
  ])('%d → %s', (serial, date) => expect(excelSerialToDate(serial)).toBe(date));
});

describe('greeting by hour (000 §4.3: "morning before 12, noon at 12, afternoon 13 to 16, evening after 16")', () => {
  it.each([
    [0, 'Good Morning'],
    [11, 'Good Morning'],
    [12, 'Good Noon'],
    [13, 'Good Afternoon'],
    [16, 'Good Afternoon'],
    [17, 'Good Evening'],
    [23, 'Good Evening'],
  ])('%i h → %s', (h, g) => expect(greetingForHour(h)).toBe(g));
});

it('service-type names show underscores as spaces', () =>
  expect(serviceTypeName('EXPRESS_WORLDWIDE')).toBe('EXPRESS WORLDWIDE'));
