/**
 * Words of a product description as the classifier compares them: lower case, letters and digits,
 * a light English stemmer (plural endings), the nomenclature's stop words dropped. The same
 * function reads the HS descriptions and the user's text, so both sides meet on the same forms.
 */
const STOP = new Set(
  `a an and or of the for with without in on to by at as from into other others than not whether its their
  be being are is was any all such this that these those n.e.c nes nesoi excluding including incl made
  kind kinds type types used use article articles thereof parts part heading subheading chapter item items
  new set sets piece pieces pcs pc pack packs size free quality premium best buy sale women's men's`
    .split(/\s+/)
    .filter(Boolean),
);

/** t-shirt / tshirt / tee: one token, as the nomenclature's "T-shirts". */
const JOINED: Array<[RegExp, string]> = [
  [/\bt[\s-]?shirts?\b|\btees?\b/g, ' tshirt '],
  [/\be[\s-]?books?\b/g, ' ebook '],
  [/\bwrist[\s-]?watch(es)?\b/g, ' watch '],
  [/\bpower[\s-]?banks?\b/g, ' powerbank '],
  [/\bmake[\s-]?up\b/g, ' makeup '],
  // the nomenclature says chapter 62 by negation ("not knitted or crocheted"), which would match a
  // listing that says knitted; it reads as woven, the word listings use
  [/\bwhether or not knitted or crocheted\b/g, ' '],
  [/\b(not|other than|excluding) knitted or crocheted\b/g, ' woven '],
  [/\bnot tufted or flocked\b/g, ' '],
  // whose garment: the nomenclature's "women's or girls'" / "men's or boys'" and the listings'
  // words meet on one token each (women first: "women's" holds "men's")
  [/\b(women'?s?|womens|ladies|lady's|girls'?|girl's|girl)(?=[^a-z']|$)/g, ' female '],
  [/\b(men'?s?|mens|gents|boys'?|boy's|boy)(?=[^a-z']|$)/g, ' male '],
  // "glasses" would stem to the material glass
  [/\b(reading|eye|optical|computer)[\s-]?glasses\b/g, ' spectacles '],
];

export function stem(w: string): string {
  if (w.length <= 3) return w;
  if (w.endsWith("'s")) w = w.slice(0, -2);
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (/(ches|shes|xes|zes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('oes') && w.length > 4) return w.slice(0, -2);
  if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) return w.slice(0, -1);
  return w;
}

export function words(text: string): string[] {
  let t = ` ${text.toLowerCase()} `;
  for (const [re, to] of JOINED) t = t.replace(re, to);
  return t
    .replace(/[^a-z0-9']+/g, ' ')
    .split(' ')
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter((w) => w.length > 1 && !STOP.has(w) && !/^\d+$/.test(w))
    .map(stem)
    .filter((w) => !STOP.has(w));
}
