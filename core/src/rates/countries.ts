/**
 * The destination country list (001 §3: "about 250 names (for example USA, United Kingdom)").
 * ISO 3166-1 alpha-2 codes ride along because the second courier's call sends a countryCode
 * (000 §7). Names are the product's: "USA", "United Kingdom", and the gazette's spellings where
 * India Post publishes a tariff ("Korea (Republic of)", "Türkiye", "Macao (China)").
 */
export interface Country {
  country: string;
  code: string;
}

// prettier-ignore
const LIST: ReadonlyArray<[string, string]> = [
  ['Afghanistan', 'AF'], ['Aland Islands', 'AX'], ['Albania', 'AL'], ['Algeria', 'DZ'],
  ['American Samoa', 'AS'], ['Andorra', 'AD'], ['Angola', 'AO'], ['Anguilla', 'AI'],
  ['Antarctica', 'AQ'], ['Antigua and Barbuda', 'AG'], ['Argentina', 'AR'], ['Armenia', 'AM'],
  ['Aruba', 'AW'], ['Australia', 'AU'], ['Austria', 'AT'], ['Azerbaijan', 'AZ'],
  ['Bahamas', 'BS'], ['Bahrain', 'BH'], ['Bangladesh', 'BD'], ['Barbados', 'BB'],
  ['Belarus', 'BY'], ['Belgium', 'BE'], ['Belize', 'BZ'], ['Benin', 'BJ'], ['Bermuda', 'BM'],
  ['Bhutan', 'BT'], ['Bolivia', 'BO'], ['Bonaire, Sint Eustatius and Saba', 'BQ'],
  ['Bosnia and Herzegovina', 'BA'], ['Botswana', 'BW'], ['Bouvet Island', 'BV'], ['Brazil', 'BR'],
  ['British Indian Ocean Territory', 'IO'], ['Brunei Darussalam', 'BN'], ['Bulgaria', 'BG'],
  ['Burkina Faso', 'BF'], ['Burundi', 'BI'], ['Cabo Verde', 'CV'], ['Cambodia', 'KH'],
  ['Cameroon', 'CM'], ['Canada', 'CA'], ['Cayman Islands', 'KY'],
  ['Central African Republic', 'CF'], ['Chad', 'TD'], ['Chile', 'CL'], ['China', 'CN'],
  ['Christmas Island', 'CX'], ['Cocos (Keeling) Islands', 'CC'], ['Colombia', 'CO'],
  ['Comoros', 'KM'], ['Congo', 'CG'], ['Congo (Democratic Republic of the)', 'CD'],
  ['Cook Islands', 'CK'], ['Costa Rica', 'CR'], ["Cote d'Ivoire", 'CI'], ['Croatia', 'HR'],
  ['Cuba', 'CU'], ['Curacao', 'CW'], ['Cyprus', 'CY'], ['Czechia', 'CZ'], ['Denmark', 'DK'],
  ['Djibouti', 'DJ'], ['Dominica', 'DM'], ['Dominican Republic', 'DO'], ['Ecuador', 'EC'],
  ['Egypt', 'EG'], ['El Salvador', 'SV'], ['Equatorial Guinea', 'GQ'], ['Eritrea', 'ER'],
  ['Estonia', 'EE'], ['Eswatini', 'SZ'], ['Ethiopia', 'ET'], ['Falkland Islands', 'FK'],
  ['Faroe Islands', 'FO'], ['Fiji', 'FJ'], ['Finland', 'FI'], ['France', 'FR'],
  ['French Guiana', 'GF'], ['French Polynesia', 'PF'], ['French Southern Territories', 'TF'],
  ['Gabon', 'GA'], ['Gambia', 'GM'], ['Georgia', 'GE'], ['Germany', 'DE'], ['Ghana', 'GH'],
  ['Gibraltar', 'GI'], ['Greece', 'GR'], ['Greenland', 'GL'], ['Grenada', 'GD'],
  ['Guadeloupe', 'GP'], ['Guam', 'GU'], ['Guatemala', 'GT'], ['Guernsey', 'GG'], ['Guinea', 'GN'],
  ['Guinea-Bissau', 'GW'], ['Guyana', 'GY'], ['Haiti', 'HT'],
  ['Heard Island and McDonald Islands', 'HM'], ['Holy See', 'VA'], ['Honduras', 'HN'],
  ['Hong Kong', 'HK'], ['Hungary', 'HU'], ['Iceland', 'IS'], ['Indonesia', 'ID'], ['Iran', 'IR'],
  ['Iraq', 'IQ'], ['Ireland', 'IE'], ['Isle of Man', 'IM'], ['Israel', 'IL'], ['Italy', 'IT'],
  ['Jamaica', 'JM'], ['Japan', 'JP'], ['Jersey', 'JE'], ['Jordan', 'JO'], ['Kazakhstan', 'KZ'],
  ['Kenya', 'KE'], ['Kiribati', 'KI'], ["Korea (Democratic People's Republic of)", 'KP'],
  ['Korea (Republic of)', 'KR'], ['Kosovo', 'XK'], ['Kuwait', 'KW'], ['Kyrgyzstan', 'KG'],
  ['Laos', 'LA'], ['Latvia', 'LV'], ['Lebanon', 'LB'], ['Lesotho', 'LS'], ['Liberia', 'LR'],
  ['Libya', 'LY'], ['Liechtenstein', 'LI'], ['Lithuania', 'LT'], ['Luxembourg', 'LU'],
  ['Macao (China)', 'MO'], ['Madagascar', 'MG'], ['Malawi', 'MW'], ['Malaysia', 'MY'],
  ['Maldives', 'MV'], ['Mali', 'ML'], ['Malta', 'MT'], ['Marshall Islands', 'MH'],
  ['Martinique', 'MQ'], ['Mauritania', 'MR'], ['Mauritius', 'MU'], ['Mayotte', 'YT'],
  ['Mexico', 'MX'], ['Micronesia', 'FM'], ['Moldova', 'MD'], ['Monaco', 'MC'], ['Mongolia', 'MN'],
  ['Montenegro', 'ME'], ['Montserrat', 'MS'], ['Morocco', 'MA'], ['Mozambique', 'MZ'],
  ['Myanmar', 'MM'], ['Namibia', 'NA'], ['Nauru', 'NR'], ['Nepal', 'NP'], ['Netherlands', 'NL'],
  ['New Caledonia', 'NC'], ['New Zealand', 'NZ'], ['Nicaragua', 'NI'], ['Niger', 'NE'],
  ['Nigeria', 'NG'], ['Niue', 'NU'], ['Norfolk Island', 'NF'], ['North Macedonia', 'MK'],
  ['Northern Mariana Islands', 'MP'], ['Norway', 'NO'], ['Oman', 'OM'], ['Pakistan', 'PK'],
  ['Palau', 'PW'], ['Palestine', 'PS'], ['Panama', 'PA'], ['Papua New Guinea', 'PG'],
  ['Paraguay', 'PY'], ['Peru', 'PE'], ['Philippines', 'PH'], ['Pitcairn', 'PN'], ['Poland', 'PL'],
  ['Portugal', 'PT'], ['Puerto Rico', 'PR'], ['Qatar', 'QA'], ['Reunion', 'RE'],
  ['Romania', 'RO'], ['Russian Federation', 'RU'], ['Rwanda', 'RW'], ['Saint Barthelemy', 'BL'],
  ['Saint Helena, Ascension and Tristan da Cunha', 'SH'], ['Saint Kitts and Nevis', 'KN'],
  ['Saint Lucia', 'LC'], ['Saint Martin (French part)', 'MF'], ['Saint Pierre and Miquelon', 'PM'],
  ['Saint Vincent and the Grenadines', 'VC'], ['Samoa', 'WS'], ['San Marino', 'SM'],
  ['Sao Tome and Principe', 'ST'], ['Saudi Arabia', 'SA'], ['Senegal', 'SN'], ['Serbia', 'RS'],
  ['Seychelles', 'SC'], ['Sierra Leone', 'SL'], ['Singapore', 'SG'],
  ['Sint Maarten (Dutch part)', 'SX'], ['Slovakia', 'SK'], ['Slovenia', 'SI'],
  ['Solomon Islands', 'SB'], ['Somalia', 'SO'], ['South Africa', 'ZA'],
  ['South Georgia and the South Sandwich Islands', 'GS'], ['South Sudan', 'SS'], ['Spain', 'ES'],
  ['Sri Lanka', 'LK'], ['Sudan', 'SD'], ['Suriname', 'SR'], ['Svalbard and Jan Mayen', 'SJ'],
  ['Sweden', 'SE'], ['Switzerland', 'CH'], ['Syria', 'SY'], ['Taiwan', 'TW'],
  ['Tajikistan', 'TJ'], ['Tanzania', 'TZ'], ['Thailand', 'TH'], ['Timor-Leste', 'TL'],
  ['Togo', 'TG'], ['Tokelau', 'TK'], ['Tonga', 'TO'], ['Trinidad and Tobago', 'TT'],
  ['Tunisia', 'TN'], ['Türkiye', 'TR'], ['Turkmenistan', 'TM'], ['Turks and Caicos Islands', 'TC'],
  ['Tuvalu', 'TV'], ['Uganda', 'UG'], ['Ukraine', 'UA'], ['United Arab Emirates', 'AE'],
  ['United Kingdom', 'GB'], ['USA', 'US'], ['United States Minor Outlying Islands', 'UM'],
  ['Uruguay', 'UY'], ['Uzbekistan', 'UZ'], ['Vanuatu', 'VU'], ['Venezuela', 'VE'],
  ['Vietnam', 'VN'], ['Virgin Islands (British)', 'VG'], ['Virgin Islands (U.S.)', 'VI'],
  ['Wallis and Futuna', 'WF'], ['Western Sahara', 'EH'], ['Yemen', 'YE'], ['Zambia', 'ZM'],
  ['Zimbabwe', 'ZW'],
];

export const COUNTRIES: readonly Country[] = LIST.map(([country, code]) => ({ country, code }));

/**
 * ISO 3166-1 alpha-3 codes in LIST's order, so "GBR", "ARE" or "kor" find their country too.
 * Source: ISO 3166-1 (the ISO 3166 Maintenance Agency's list) as packaged in the npm package
 * i18n-iso-countries 7.14.0, copied once; core/test checks the count and a sample against LIST.
 */
// prettier-ignore
export const COUNTRY_ALPHA3: readonly string[] = [
  'AFG ALA ALB DZA ASM AND AGO AIA ATA ATG ARG ARM ABW AUS AUT AZE BHS BHR BGD BRB',
  'BLR BEL BLZ BEN BMU BTN BOL BES BIH BWA BVT BRA IOT BRN BGR BFA BDI CPV KHM CMR',
  'CAN CYM CAF TCD CHL CHN CXR CCK COL COM COG COD COK CRI CIV HRV CUB CUW CYP CZE',
  'DNK DJI DMA DOM ECU EGY SLV GNQ ERI EST SWZ ETH FLK FRO FJI FIN FRA GUF PYF ATF',
  'GAB GMB GEO DEU GHA GIB GRC GRL GRD GLP GUM GTM GGY GIN GNB GUY HTI HMD VAT HND',
  'HKG HUN ISL IDN IRN IRQ IRL IMN ISR ITA JAM JPN JEY JOR KAZ KEN KIR PRK KOR XKK',
  'KWT KGZ LAO LVA LBN LSO LBR LBY LIE LTU LUX MAC MDG MWI MYS MDV MLI MLT MHL MTQ',
  'MRT MUS MYT MEX FSM MDA MCO MNG MNE MSR MAR MOZ MMR NAM NRU NPL NLD NCL NZL NIC',
  'NER NGA NIU NFK MKD MNP NOR OMN PAK PLW PSE PAN PNG PRY PER PHL PCN POL PRT PRI',
  'QAT REU ROU RUS RWA BLM SHN KNA LCA MAF SPM VCT WSM SMR STP SAU SEN SRB SYC SLE',
  'SGP SXM SVK SVN SLB SOM ZAF SGS SSD ESP LKA SDN SUR SJM SWE CHE SYR TWN TJK TZA',
  'THA TLS TGO TKL TON TTO TUN TUR TKM TCA TUV UGA UKR ARE GBR USA UMI URY UZB VUT',
  'VEN VNM VGB VIR WLF ESH YEM ZMB ZWE',
].join(' ').split(' ');

/**
 * Spellings people type or other systems send, mapped to the product's names; written as a
 * person writes them (suggestions show them), matched in any letter case.
 */
const ALIASES: Record<string, string> = {
  'United States': 'USA',
  'United States of America': 'USA',
  US: 'USA',
  'U.S.A.': 'USA',
  America: 'USA',
  UK: 'United Kingdom',
  'Great Britain': 'United Kingdom',
  'Great Britain (UK)': 'United Kingdom',
  Britain: 'United Kingdom',
  England: 'United Kingdom',
  'South Korea': 'Korea (Republic of)',
  Korea: 'Korea (Republic of)',
  'North Korea': "Korea (Democratic People's Republic of)",
  Turkey: 'Türkiye',
  Turkiye: 'Türkiye',
  Russia: 'Russian Federation',
  Macao: 'Macao (China)',
  Macau: 'Macao (China)',
  'Czech Republic': 'Czechia',
  Brunei: 'Brunei Darussalam',
  'Ivory Coast': "Cote d'Ivoire",
  "Côte d'Ivoire": "Cote d'Ivoire",
  Swaziland: 'Eswatini',
  Macedonia: 'North Macedonia',
  'Viet Nam': 'Vietnam',
  UAE: 'United Arab Emirates',
  Emirates: 'United Arab Emirates',
  Curaçao: 'Curacao',
  'Cape Verde': 'Cabo Verde',
  'East Timor': 'Timor-Leste',
  Burma: 'Myanmar',
  Holland: 'Netherlands',
  'The Netherlands': 'Netherlands',
};

const key = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

const BY_KEY = new Map<string, Country>();
for (const c of COUNTRIES) {
  BY_KEY.set(key(c.country), c);
  BY_KEY.set(key(c.code), c);
}
COUNTRY_ALPHA3.forEach((alpha3, i) => BY_KEY.set(key(alpha3), COUNTRIES[i]));
for (const [alias, name] of Object.entries(ALIASES)) BY_KEY.set(key(alias), BY_KEY.get(key(name))!);

/** Every spelling `findCountry` accepts beyond the codes, as a person would write it (for suggestions). */
export const COUNTRY_SPELLINGS: readonly string[] = [
  ...COUNTRIES.map((c) => c.country),
  ...Object.keys(ALIASES),
];

/** Each country's spellings beyond its name and codes (its aliases), for searching and hints. */
export const COUNTRY_ALIASES: ReadonlyMap<string, readonly string[]> = (() => {
  const m = new Map<string, string[]>();
  for (const [alias, name] of Object.entries(ALIASES)) {
    const code = BY_KEY.get(key(name))!.code;
    m.set(code, [...(m.get(code) ?? []), alias]);
  }
  return m;
})();

/** The product's country for a name, alias or ISO alpha-2/alpha-3 code in any letter case; undefined if none. */
export function findCountry(nameOrCode: string): Country | undefined {
  if (typeof nameOrCode !== 'string') return undefined;
  return BY_KEY.get(key(nameOrCode));
}
