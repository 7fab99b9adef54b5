import { describe, expect, it } from 'vitest';
import {
  aramexChargeableWeight,
  calculatorBlocks,
  canCalculate,
  cheapestLine,
  emsDiscountRows,
  indiaPostBlock,
  isCalculatorKeyAllowed,
  parseCalculatorDetails,
  sanitizeCalculatorNumber,
  MSG_WEIGHT_NOT_SUPPORTED,
  NOT_AVAILABLE,
} from '../src/rates';

const full = { country: 'USA', weight: '500', length: '10', width: '10', height: '10' };

describe('calculator form (000 §2.3, §4.1, §5)', () => {
  it('"If details is \'new\' (any letter case) the form starts empty."', () => {
    for (const d of ['new', 'NEW', 'New', 'nEw'])
      expect(parseCalculatorDetails(d)).toEqual({
        form: { country: '', weight: '', length: '', width: '', height: '' },
        calculateNow: false,
      });
  });

  it('"Otherwise it is split on underscores into country, height, width, length and weight ... the calculation runs at once."', () => {
    expect(parseCalculatorDetails('USA_10_20_30_500')).toEqual({
      form: { country: 'USA', height: '10', width: '20', length: '30', weight: '500' },
      calculateNow: true,
    });
    expect(parseCalculatorDetails('united kingdom_1_2_3_4').form.country).toBe('United Kingdom');
    // incomplete or zero: pre-filled, but "A new calculation runs only when ... all four numbers are filled and non-zero"
    expect(parseCalculatorDetails('USA_10_20_30').calculateNow).toBe(false);
    expect(parseCalculatorDetails('USA_10_0_30_500').calculateNow).toBe(false);
  });

  it('"Calculate is disabled until country, weight, length, width and height are all present and non-zero."', () => {
    expect(canCalculate(full)).toBe(true);
    expect(canCalculate({ ...full, country: '' })).toBe(false);
    for (const k of ['weight', 'length', 'width', 'height'] as const) {
      expect(canCalculate({ ...full, [k]: '' })).toBe(false);
      expect(canCalculate({ ...full, [k]: '0' })).toBe(false);
      expect(canCalculate({ ...full, [k]: '0.0' })).toBe(false);
    }
    expect(canCalculate({ ...full, weight: '1 500' })).toBe(true);
    expect(canCalculate({ ...full, weight: '.5' })).toBe(true);
  });

  it('"numeric fields accept only digits, dot and space; Ctrl or Meta key combinations are allowed."', () => {
    for (const key of ['0', '9', '.', ' ']) expect(isCalculatorKeyAllowed({ key })).toBe(true);
    for (const key of ['a', 'e', '-', '+', ',']) expect(isCalculatorKeyAllowed({ key })).toBe(false);
    expect(isCalculatorKeyAllowed({ key: 'v', ctrlKey: true })).toBe(true);
    expect(isCalculatorKeyAllowed({ key: 'a', metaKey: true })).toBe(true);
    for (const key of ['Backspace', 'Tab', 'ArrowLeft', 'Delete'])
      expect(isCalculatorKeyAllowed({ key })).toBe(true);
    expect(sanitizeCalculatorNumber('1,2e3-4. 5kg')).toBe('1234. 5');
  });

  it('second courier weight: "the larger of actual weight and length*width*height/5" (000 §7)', () => {
    expect(aramexChargeableWeight(500, 10, 10, 10)).toBe(500);
    expect(aramexChargeableWeight(500, 20, 20, 20)).toBe(1600);
  });

  it('EMS tiers table: "2,00,000 to 10,00,000 gets 5%; 10,00,001 to 50,00,000 gets 10%; above 50,00,000 gets 15%"', () => {
    expect(emsDiscountRows().map((r) => [r.revenue, r.discount])).toEqual([
      ['₹2,00,000.00 to ₹10,00,000.00', '5%'],
      ['₹10,00,001.00 to ₹50,00,000.00', '10%'],
      ['Above ₹50,00,000.00', '15%'],
    ]);
  });
});

describe('calculator results (000 §4.1)', () => {
  const ip = {
    success: true,
    msg: 'ok',
    costForEMSSpeedPost: 965,
    costForInternationalAirParcel: NOT_AVAILABLE,
    costForAirservice: undefined,
    costForInternationalTrackedPackets: 715,
  } as const;

  it('India Post: the four prices; the weight message in their place; cleared when unsuccessful', () => {
    const b = indiaPostBlock(ip as never)!;
    expect(b.lines.map((l) => [l.label, l.price, l.deliveryTime])).toEqual([
      ['EMS Speed Post', 965, '7-9 days'],
      ['International Air Parcel', NOT_AVAILABLE, '14-20 days'],
      ['Small Packets (Air Service)', NOT_AVAILABLE, '20-25 days'],
      ['International Tracked Packets', 715, '14-20 days'],
    ]);
    expect(indiaPostBlock({ success: true, msg: MSG_WEIGHT_NOT_SUPPORTED })).toMatchObject({
      message: MSG_WEIGHT_NOT_SUPPORTED,
      lines: [],
    });
    expect(indiaPostBlock({ success: false, msg: 'x', costForEMSSpeedPost: 10 })).toBeUndefined();
    expect(indiaPostBlock(undefined)).toBeUndefined();
  });

  it("issue 18: a 'Not Available' India Post line says why, from the answer's reasons", () => {
    const b = indiaPostBlock({
      ...ip,
      unavailable: { costForInternationalAirParcel: 'Not served to United States' },
    } as never)!;
    expect(b.lines.map((l) => l.reason)).toEqual([
      undefined,
      'Not served to United States',
      undefined,
      undefined,
    ]);
  });

  const answers = {
    indiaPost: ip as never,
    dhl: { ratesdata: [{ rate: 1850, gst: 333, deliveryTime: '3-5 days' }] },
    aramex: { data: 1450, gst: 261 },
    fedex: { data: 0 },
    xpressbees: {
      data: {
        express: { deliveryTime: '5-8 days', countryRateCombo: 1305 },
        standard: { deliveryTime: '10-15 days', zoneRateCombo: 0 },
      },
    },
    delhivery: { data: [{ serviceTypeName: 'INTL_EXPRESS', deliveryTime: '5-7 BD', finalRate: 1400 }] },
  };

  it('first courier only for USA, United Kingdom, Australia; amounts above 0; fourth courier per block; fifth behind the flag', () => {
    const usa = calculatorBlocks('USA', answers);
    expect(usa.map((b) => b.carrier)).toEqual(['indiapost', 'dhl', 'aramex', 'xpressbees']);
    expect(usa.find((b) => b.carrier === 'xpressbees')!.lines.map((l) => l.label)).toEqual([
      'XpressBees Express',
    ]);
    expect(usa.find((b) => b.carrier === 'aramex')!.lines[0]).toMatchObject({
      price: 1450,
      gst: 261,
      deliveryTime: '7-10 days',
    });
    expect(calculatorBlocks('Germany', answers).map((b) => b.carrier)).not.toContain('dhl');
    const on = calculatorBlocks('USA', answers, { delhivery: true });
    expect(on.at(-1)).toMatchObject({
      carrier: 'delhivery',
      lines: [{ label: 'Delhivery International Express', deliveryTime: '5-7 business days' }],
    });
  });

  it('"A failure of any carrier call silently resets that carrier\'s rates": a missing answer shows no block', () => {
    expect(calculatorBlocks('USA', { indiaPost: ip as never }).map((b) => b.carrier)).toEqual(['indiapost']);
    expect(calculatorBlocks('USA', {})).toEqual([]);
  });

  it('the cheapest line counts GST', () => {
    expect(cheapestLine(calculatorBlocks('USA', answers))).toBe('indiapost:itps');
  });
});
