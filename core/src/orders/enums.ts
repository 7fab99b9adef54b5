/**
 * Enumerations of the public order payload (001 §3 "Public order-saving payload", §9) and the 32
 * product categories with the HSN codes the spec gives (001 §3 "Product categories (32)").
 */

/** "pbe (PBE1 or PBE2)". PBE1 orders also need url, trxnId and sku. */
export const PBE_TYPES = ['PBE1', 'PBE2'] as const;
export type PbeType = (typeof PBE_TYPES)[number];

/** "invoiceTerms are Advance Payment, Payment term 90 days, 30 days, 15 days". */
export const INVOICE_TERMS = [
  'Advance Payment',
  'Payment term 90 days',
  'Payment term 30 days',
  'Payment term 15 days',
] as const;

/** "igstMode are Not Applicable, Export with Payment of IGST, Export under LUT/Bond". */
export const IGST_MODES = ['Not Applicable', 'Export with Payment of IGST', 'Export under LUT/Bond'] as const;

/** "India Post shipping methods are Air Parcel (CD), EMS Speed Post, Int'l Small Packets (RD), Int'l Tracked Packets" (the parcelType). */
export const PARCEL_TYPES = [
  'Air Parcel (CD)',
  'EMS Speed Post',
  "Int'l Small Packets (RD)",
  "Int'l Tracked Packets",
] as const;

/** "22 currencies: AUD, BHD, CAD, CNY, DKK, EUR, HKD, JPY, KRW, KWD, NZD, NOK, GBP, QAR, SAR, SGD, ZAR, SEK, CHF, TRY, AED, USD". */
export const CURRENCIES = [
  'AUD',
  'BHD',
  'CAD',
  'CNY',
  'DKK',
  'EUR',
  'HKD',
  'JPY',
  'KRW',
  'KWD',
  'NZD',
  'NOK',
  'GBP',
  'QAR',
  'SAR',
  'SGD',
  'ZAR',
  'SEK',
  'CHF',
  'TRY',
  'AED',
  'USD',
] as const;

/** Currency names for the documentation tab "Currencies with codes". */
export const CURRENCY_NAMES: Record<(typeof CURRENCIES)[number], string> = {
  AUD: 'Australian Dollar',
  BHD: 'Bahraini Dinar',
  CAD: 'Canadian Dollar',
  CNY: 'Chinese Yuan',
  DKK: 'Danish Krone',
  EUR: 'Euro',
  HKD: 'Hong Kong Dollar',
  JPY: 'Japanese Yen',
  KRW: 'South Korean Won',
  KWD: 'Kuwaiti Dinar',
  NZD: 'New Zealand Dollar',
  NOK: 'Norwegian Krone',
  GBP: 'Pound Sterling',
  QAR: 'Qatari Riyal',
  SAR: 'Saudi Riyal',
  SGD: 'Singapore Dollar',
  ZAR: 'South African Rand',
  SEK: 'Swedish Krona',
  CHF: 'Swiss Franc',
  TRY: 'Turkish Lira',
  AED: 'UAE Dirham',
  USD: 'US Dollar',
};

/**
 * The 32 product categories; `hsn` is the default code where the spec gives one ("Several
 * jewellery types map to 7113; the HSN codes of the remaining categories are not shown").
 */
export const PRODUCT_CATEGORIES: ReadonlyArray<{ categoryName: string; hsn: string | null }> = [
  { categoryName: 'Artificial or Imitation Jewellery', hsn: null },
  { categoryName: 'Auto Spare Parts', hsn: '8708' },
  { categoryName: 'Ayurvedic Herbal and Natural Products', hsn: null },
  { categoryName: 'Books and Periodicals', hsn: '4901' },
  { categoryName: 'Coffee', hsn: '0901' },
  { categoryName: 'Garment', hsn: '6210' },
  { categoryName: 'Electronics and Accessories', hsn: null },
  { categoryName: 'Footwear (except leather)', hsn: null },
  { categoryName: 'Gold or Platimum Jewellery', hsn: '7113' },
  { categoryName: 'Handicraft', hsn: null },
  { categoryName: 'Handloom', hsn: null },
  { categoryName: 'Home Appliances', hsn: null },
  { categoryName: 'Home Decor', hsn: null },
  { categoryName: 'Jewellery with Precious Stones', hsn: '7113' },
  { categoryName: 'Leather Footwear', hsn: null },
  { categoryName: 'Leather Goods (except footwear)', hsn: null },
  { categoryName: 'Medical Equipment', hsn: null },
  { categoryName: 'Musical Instruments', hsn: null },
  { categoryName: 'Non-Perishable Food Items', hsn: null },
  { categoryName: 'Personal Care Appliances', hsn: null },
  { categoryName: 'Personal Care Beauty and Grooming', hsn: null },
  { categoryName: 'Pharmaceuticals', hsn: '3004' },
  { categoryName: 'Precious and Semi-Precious Stones', hsn: null },
  { categoryName: 'Silver Jewellery', hsn: '7113' },
  { categoryName: 'Spices and Condiments', hsn: null },
  { categoryName: 'Sports & Fitness', hsn: null },
  { categoryName: 'Stationery and Office Supplies', hsn: null },
  { categoryName: 'Tea', hsn: '0902' },
  { categoryName: 'Toys Baby Products Kids clothing', hsn: null },
  { categoryName: 'Vitamins and Nutrition Supplements', hsn: null },
  { categoryName: 'Watches', hsn: '9102' },
  { categoryName: 'Other', hsn: '9304' },
];
