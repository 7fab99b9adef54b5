// long-file: a data table (one row per destination country)
/**
 * De minimis (duty-free import allowance) per destination country: the value of a consignment under
 * which the destination charges no import duty (`duty`) and no import VAT/GST/sales tax (`tax`),
 * in the destination's own currency. `null` = no threshold (charged from the first unit); 0 = none
 * free. Compiled from public knowledge (national customs authorities' pages and the Global Express
 * Association / Avalara de minimis summaries) as of the `asOf` date of each row; check the source
 * before relying on a figure, these change.
 */
export interface DeMinimisRow {
  /** ISO 3166-1 alpha-2 */
  code: string;
  country: string;
  currency: string;
  /** duty-free up to this value (inclusive); null = no duty threshold */
  duty: number | null;
  /** import VAT/GST free up to this value; null = no tax threshold */
  tax: number | null;
  /** date of the figure, YYYY-MM-DD */
  asOf: string;
  source: string;
  note?: string;
}

const r = (
  code: string,
  country: string,
  currency: string,
  duty: number | null,
  tax: number | null,
  asOf: string,
  source: string,
  note?: string,
): DeMinimisRow => ({ code, country, currency, duty, tax, asOf, source, ...(note ? { note } : {}) });

const EU_NOTE =
  'EU: duty relief up to 150 EUR (Reg. 1186/2009 art. 23); no VAT relief since 1 July 2021 (IOSS).';
const EU_SRC = 'European Commission, Taxation and Customs Union: e-commerce VAT package (2021)';
const eu = (code: string, country: string) => r(code, country, 'EUR', 150, 0, '2021-07-01', EU_SRC, EU_NOTE);

export const DE_MINIMIS: readonly DeMinimisRow[] = [
  r(
    'US',
    'United States',
    'USD',
    800,
    800,
    '2025-08-29',
    'U.S. CBP, Section 321 (19 U.S.C. 1321); Executive Order 14324 (July 30, 2025)',
    'Section 321 de minimis (800 USD) suspended for all countries from 29 August 2025: commercial parcels pay duty regardless of value. The 800 USD figure is the statutory threshold.',
  ),
  r(
    'CA',
    'Canada',
    'CAD',
    150,
    40,
    '2020-07-01',
    'CBSA, CUSMA courier thresholds (D8-2-16)',
    'Courier shipments; 20 CAD for postal/non-CUSMA.',
  ),
  r(
    'MX',
    'Mexico',
    'USD',
    50,
    50,
    '2020-07-01',
    'SAT / USMCA courier threshold',
    'Up to 117 USD reduced rate for courier.',
  ),
  r(
    'BR',
    'Brazil',
    'USD',
    0,
    0,
    '2024-08-01',
    'Receita Federal, Remessa Conforme (Law 14,902/2024)',
    '20% import tax on parcels up to 50 USD.',
  ),
  r(
    'GB',
    'United Kingdom',
    'GBP',
    135,
    0,
    '2021-01-01',
    'HMRC, VAT and overseas goods sold to customers in the UK',
    'Duty not charged up to 135 GBP; VAT charged at sale.',
  ),
  eu('DE', 'Germany'),
  eu('FR', 'France'),
  eu('IT', 'Italy'),
  eu('ES', 'Spain'),
  eu('NL', 'Netherlands'),
  eu('BE', 'Belgium'),
  eu('IE', 'Ireland'),
  eu('AT', 'Austria'),
  eu('SE', 'Sweden'),
  eu('PL', 'Poland'),
  eu('PT', 'Portugal'),
  eu('DK', 'Denmark'),
  eu('FI', 'Finland'),
  eu('GR', 'Greece'),
  r(
    'CH',
    'Switzerland',
    'CHF',
    5,
    5,
    '2019-01-01',
    'Swiss FOCBS (BAZG): duty/VAT under 5 CHF not collected',
    'Threshold applies to the amount of tax due, not the value.',
  ),
  r(
    'NO',
    'Norway',
    'NOK',
    350,
    0,
    '2020-04-01',
    'Norwegian Customs (Tolletaten), VOEC scheme',
    'VAT collected at sale (VOEC).',
  ),
  r(
    'AU',
    'Australia',
    'AUD',
    1000,
    0,
    '2018-07-01',
    'Australian Border Force; ATO GST on low value imported goods',
    'GST on goods up to 1000 AUD collected by the seller.',
  ),
  r(
    'NZ',
    'New Zealand',
    'NZD',
    1000,
    0,
    '2019-12-01',
    'NZ Customs Service; IRD GST on low-value imported goods',
  ),
  r(
    'JP',
    'Japan',
    'JPY',
    10000,
    10000,
    '2023-01-01',
    'Japan Customs, small value import (customs tariff law)',
    'Below 10,000 JPY duty and consumption tax exempt (taxable base 60% of retail price).',
  ),
  r(
    'KR',
    'South Korea',
    'USD',
    150,
    150,
    '2023-01-01',
    'Korea Customs Service, list clearance',
    '200 USD for goods from the US.',
  ),
  r('CN', 'China', 'CNY', 50, 50, '2019-01-01', 'GACC, personal postal articles (tax under 50 CNY exempt)'),
  r(
    'HK',
    'Hong Kong',
    'HKD',
    null,
    null,
    '2024-01-01',
    'Hong Kong Customs: free port, no import duty or VAT',
    'No threshold needed: no duty or VAT (except dutiable commodities).',
  ),
  r(
    'SG',
    'Singapore',
    'SGD',
    400,
    0,
    '2023-01-01',
    'Singapore Customs; IRAS GST on low-value goods',
    'GST on low-value goods collected by the seller since 1 January 2023.',
  ),
  r('MY', 'Malaysia', 'MYR', 500, 0, '2024-01-01', 'Royal Malaysian Customs, LVG tax (10%)'),
  r('TH', 'Thailand', 'THB', 1500, 0, '2024-01-01', 'Thai Customs; VAT on all imports from 2024'),
  r('ID', 'Indonesia', 'USD', 3, 3, '2020-01-30', 'DJBC, PMK 199/2019'),
  r(
    'PH',
    'Philippines',
    'PHP',
    10000,
    10000,
    '2019-01-01',
    'Bureau of Customs, CMTA de minimis (CAO 02-2020)',
  ),
  r(
    'VN',
    'Vietnam',
    'VND',
    1000000,
    0,
    '2025-02-18',
    'Government of Vietnam, Decision 01/2025/QD-TTg',
    'VAT exemption for low-value courier goods removed from 18 February 2025.',
  ),
  r(
    'AE',
    'United Arab Emirates',
    'AED',
    1000,
    0,
    '2024-01-01',
    'UAE Federal Authority for Identity, Citizenship, Customs & Port Security; GCC common customs law',
    'VAT 5% on imports.',
  ),
  r(
    'SA',
    'Saudi Arabia',
    'SAR',
    1000,
    0,
    '2022-01-01',
    'ZATCA, GCC common customs law',
    'VAT 15% on imports.',
  ),
  r(
    'QA',
    'Qatar',
    'QAR',
    1000,
    null,
    '2022-01-01',
    'Qatar General Authority of Customs, GCC common customs law',
    'No VAT in Qatar.',
  ),
  r(
    'KW',
    'Kuwait',
    'KWD',
    100,
    null,
    '2022-01-01',
    'Kuwait General Administration of Customs, GCC common customs law',
    'No VAT in Kuwait.',
  ),
  r('IL', 'Israel', 'USD', 150, 75, '2022-01-01', 'Israel Tax Authority, personal imports'),
  r('TR', 'Turkey', 'EUR', 30, 0, '2024-08-01', 'Turkish Ministry of Trade, postal and courier imports'),
  r('ZA', 'South Africa', 'ZAR', 500, 0, '2024-06-01', 'SARS, postal/courier rebate item 412.09'),
  r('NG', 'Nigeria', 'USD', 50, 0, '2023-01-01', 'Nigeria Customs Service'),
  r('KE', 'Kenya', 'USD', 50, 0, '2023-01-01', 'Kenya Revenue Authority'),
  r('RU', 'Russia', 'EUR', 200, 200, '2020-01-01', 'EAEU customs code, personal imports'),
  r('BD', 'Bangladesh', 'USD', 0, 0, '2023-01-01', 'National Board of Revenue, Bangladesh'),
  r('LK', 'Sri Lanka', 'USD', 0, 0, '2023-01-01', 'Sri Lanka Customs'),
  r('NP', 'Nepal', 'NPR', 0, 0, '2023-01-01', 'Nepal Department of Customs'),
];
