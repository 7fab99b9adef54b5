import { defaultRule, type RateCard, type TariffBook, type TariffRow } from '../src/rates';

/** Small books for table tests; figures from the tariff README where it gives them. */
export const row = (
  destination: string,
  first: number,
  extra: number,
  slab = 50,
  maxGrams?: number,
): TariffRow => ({
  destination,
  firstSlabGrams: slab,
  firstSlabInr: first,
  extraSlabGrams: slab,
  extraSlabInr: extra,
  ...(maxGrams ? { maxGrams } : {}),
});

export const card = (carrier: string, service: string, rows: TariffRow[]): RateCard => ({
  rule: defaultRule(carrier, service)!,
  rows,
});

export function testBook(): TariffBook {
  return {
    revision: 1,
    cards: [
      card('indiapost', 'ems', [row('Australia', 630, 155, 250), row('USA', 865, 100, 250)]),
      card('indiapost', 'airParcel', []),
      card('indiapost', 'airService', []),
      card('indiapost', 'itps', [
        row('Australia', 395, 45),
        row('USA', 400, 35),
        row('Bhutan', 185, 15, 50, 5000),
      ]),
      card('dhl', 'express', [row('USA', 1850, 520, 500), row('Germany', 1700, 480, 500)]),
      card('aramex', 'express', [row('Zone A', 1450, 420, 500, 30000)]),
      card('fedex', 'express', [row('Zone A', 1800, 525, 500)]),
      card('xpressbees', 'express', [row('Zone A', 1300, 380, 500)]),
      card('xpressbees', 'standard', []),
      card('delhivery', 'INTL_EXPRESS', [row('Zone A', 1380, 400, 500)]),
    ],
    zoneMaps: ['aramex', 'fedex', 'xpressbees', 'delhivery'].map((carrier) => ({
      carrier: carrier as 'aramex',
      zones: { 'Zone A': ['USA', 'Canada'] },
    })),
  };
}
