/**
 * The 32 product categories of a Ship Abroad shipment with their default HSN code (001 §3). The
 * spec gives Auto Spare Parts 8708, Books and Periodicals 4901, Coffee 0901, Garment 6210,
 * Pharmaceuticals 3004, Tea 0902, Watches 9102, Other 9304 and "several jewellery types map to
 * 7113"; "the HSN codes of the remaining categories are not shown", so the others are ours: the
 * chapter heading of the Indian tariff a customs officer would expect for that kind of goods (the
 * order fields' PRODUCT_CATEGORIES in orders/enums.ts leave those null: the Ship Abroad form needs one,
 * as its HSN field is filled from the category and disabled).
 */
export const SHIP_ABROAD_CATEGORIES = [
  { name: 'Artificial or Imitation Jewellery', hsn: '7117' },
  { name: 'Auto Spare Parts', hsn: '8708' },
  { name: 'Ayurvedic Herbal and Natural Products', hsn: '3004' },
  { name: 'Books and Periodicals', hsn: '4901' },
  { name: 'Coffee', hsn: '0901' },
  { name: 'Garment', hsn: '6210' },
  { name: 'Electronics and Accessories', hsn: '8517' },
  { name: 'Footwear (except leather)', hsn: '6404' },
  { name: 'Gold or Platimum Jewellery', hsn: '7113' },
  { name: 'Handicraft', hsn: '4420' },
  { name: 'Handloom', hsn: '6304' },
  { name: 'Home Appliances', hsn: '8516' },
  { name: 'Home Decor', hsn: '6913' },
  { name: 'Jewellery with Precious Stones', hsn: '7113' },
  { name: 'Leather Footwear', hsn: '6403' },
  { name: 'Leather Goods (except footwear)', hsn: '4202' },
  { name: 'Medical Equipment', hsn: '9018' },
  { name: 'Musical Instruments', hsn: '9202' },
  { name: 'Non-Perishable Food Items', hsn: '2106' },
  { name: 'Personal Care Appliances', hsn: '8510' },
  { name: 'Personal Care Beauty and Grooming', hsn: '3304' },
  { name: 'Pharmaceuticals', hsn: '3004' },
  { name: 'Precious and Semi-Precious Stones', hsn: '7103' },
  { name: 'Silver Jewellery', hsn: '7113' },
  { name: 'Spices and Condiments', hsn: '0910' },
  { name: 'Sports & Fitness', hsn: '9506' },
  { name: 'Stationery and Office Supplies', hsn: '4820' },
  { name: 'Tea', hsn: '0902' },
  { name: 'Toys Baby Products Kids clothing', hsn: '9503' },
  { name: 'Vitamins and Nutrition Supplements', hsn: '2936' },
  { name: 'Watches', hsn: '9102' },
  { name: 'Other', hsn: '9304' },
] as const;

export type ShipAbroadCategory = (typeof SHIP_ABROAD_CATEGORIES)[number]['name'];

export const categoryHsn = (name: string): string | undefined =>
  SHIP_ABROAD_CATEGORIES.find((c) => c.name === name)?.hsn;

/**
 * The HSN as saved. The original stored it as a number (100 to 100000000), so Coffee's 0901 came
 * back as 901 and "for Coffee and Tea a leading 0 is added on save"; we keep it as text and add
 * the 0 to a 3-digit code of those two categories (any other 3-digit code stays refused).
 */
export function normalizeShipmentHsn(hsn: string, category: string): string {
  const h = hsn.trim();
  return /^\d{3}$/.test(h) && (category === 'Coffee' || category === 'Tea') ? `0${h}` : h;
}
