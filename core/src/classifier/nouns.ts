/**
 * What the product is decides its heading (issue 24): an everyday product noun → the HS 2022
 * headings that goods of that name fall in, whatever they are made of. "Handmade leather wallet"
 * is a wallet (4202) before it is leather; a "wooden toy car" is a toy (9503), not a car. The
 * ranking lifts the subheadings of these headings above the rest and lets the words choose among
 * them (leather → 4202.31, knitted → 61, woven → 62).
 *
 * Keys are nouns separated by `|`, read through `words()` like the synonyms; a key of two words
 * ("hair oil") is a phrase and wins over its single words. Values are four-digit headings. Each
 * line is a fact about the nomenclature, not about the labelled set: a noun whose goods spread
 * over many chapters (box, cover, oil, set) is left out, and the text search decides.
 */
export const NOUN_HEADINGS: Record<string, string> = {
  // apparel: knitted (61) or not (62), men's or women's: the other words choose
  tshirt: '6109',
  'shirt|kurta|polo': '6105 6106 6205 6206',
  'kurti|blouse|top|tunic': '6106 6206 6109',
  'jeans|trouser|pant|palazzo|shorts|jogger|chino|capri': '6103 6104 6203 6204',
  'legging|jegging': '6104',
  'track pant|track pants': '6103 6104',
  'dress|frock|gown|skirt|lehenga|salwar|anarkali': '6104 6204',
  'suit|blazer|ensemble|kurta pyjama': '6103 6104 6203 6204',
  jacket: '6101 6102 6103 6104 6201 6202 6203 6204 4203',
  'coat|overcoat|raincoat|anorak|windcheater': '6101 6102 6201 6202',
  'sweater|pullover|cardigan|hoodie|sweatshirt|jumper|jersey': '6110',
  'romper|onesie|babysuit': '6111 6209',
  'pyjama|nightwear|nightdress|nightgown|nightsuit|nighty|bathrobe': '6107 6108 6207 6208',
  'underwear|brief|panty|boxer|boxer shorts|vest|lingerie': '6107 6108 6109 6207 6208',
  'bra|brassiere': '6212',
  'sock|stocking|tights': '6115',
  'saree|sari': '5007 5208 5209 5407 5408',
  'dupatta|stole|scarf|shawl|muffler|pashmina': '6117 6214',
  'tie|necktie': '6215',
  handkerchief: '6213',
  'cap|hat|beanie|turban': '6505',
  helmet: '6506',
  'glove|mitten': '4203 6116 6216',
  belt: '4203',
  'face mask': '6307',
  // footwear
  // "shoes" stems to sho, "shoe" to shoe: both
  'shoe|shoes|sneaker|sandal|slipper|chappal|jutti|mojari|boot|loafer|flip flop|heels|footwear':
    '6401 6402 6403 6404 6405',
  // jewellery and stones
  'necklace|earring|ring|bangle|bracelet|pendant|anklet|jhumka|jewellery|jewelry|mangalsutra|nose pin':
    '7113 7117 7018',
  'bead|beads': '7018 7117',
  diamond: '7102',
  'emerald|ruby|sapphire|gemstone|gem': '7103',
  pearl: '7101',
  // leather and bags
  'wallet|purse|handbag|clutch|bag|backpack|rucksack|tote|suitcase|luggage|pouch|passport cover|card holder|laptop sleeve':
    '4202',
  'phone case|mobile case|phone cover|mobile cover|back cover': '3926 4202',
  'screen protector|screen guard': '7007 3919',
  'jewellery box|jewelry box': '4202 4420',
  // a collar alone is often a shirt's
  'dog collar|pet collar|leash|harness|saddle': '4201',
  // spices, tea, coffee, food
  'pepper|chilli|chillies|chili': '0904',
  cinnamon: '0906',
  clove: '0907',
  'cardamom|elaichi|nutmeg|mace': '0908',
  'cumin|jeera|coriander|dhania|fennel|saunf|ajwain': '0909',
  'turmeric|haldi|ginger|saffron|masala|fenugreek|methi|curry powder': '0910',
  spice: '0904 0906 0907 0908 0909 0910',
  'tea|chai|tea bag': '0902',
  coffee: '0901 2101',
  'instant coffee': '2101',
  'rice|basmati': '1006',
  'flour|atta': '1101 1102',
  besan: '1106',
  // not coconut: more often what a product is made with (coconut oil, coconut-based hair oil)
  cashew: '0801',
  'almond|walnut|pistachio|hazelnut': '0802',
  date: '0804',
  'raisin|kishmish': '0806',
  honey: '0409',
  ghee: '0405',
  'jaggery|sugar': '1701',
  chocolate: '1806',
  'biscuit|cookie|papad|poppadom|rusk|cake': '1905',
  'noodle|pasta|vermicelli': '1902',
  'pickle|achar': '2001',
  'jam|marmalade': '2007',
  'namkeen|snack|supplement|protein': '2106',
  'peanut butter': '2008',
  'potato chips': '2005',
  'sauce|ketchup|chutney': '2103',
  juice: '2009',
  'salt|namak': '2501',
  'sesame|til|mustard seed': '1207',
  'coconut oil': '1513',
  'mustard oil': '1514',
  'essential oil': '3301',
  'dog food|cat food|pet food': '2309',
  // cosmetics, ayurveda, medicine
  'soap|face wash|facewash|body wash': '3401',
  'shampoo|conditioner|hair oil|hair colour|hair dye': '3305',
  'lipstick|lip balm|kajal|kohl|eyeliner|mascara|nail polish|foundation|cream|lotion|sunscreen|moisturiser|moisturizer|serum|talcum|talc|compact powder':
    '3304',
  'perfume|attar|fragrance|cologne': '3303',
  'deodorant|agarbatti|incense|dhoop': '3307',
  'toothpaste|tooth powder|mouthwash': '3306',
  candle: '3406',
  'henna|mehndi': '1404',
  'medicine|tablet|capsule|syrup|churna|chyawanprash|ointment|balm': '3004',
  bandage: '3005',
  syringe: '9018',
  thermometer: '9025',
  'diaper|sanitary pad|sanitary napkin': '9619',
  // electronics and appliances
  'phone|smartphone|mobile|smart watch|smartwatch': '8517',
  'charger|adapter': '8504',
  'cable|wire|cord': '8544',
  'earphone|earbud|headphone|headset|speaker|microphone': '8518',
  powerbank: '8507',
  battery: '8506 8507',
  bulb: '8539',
  'lamp|lantern|diya|chandelier': '9405',
  'torch|flashlight': '8513',
  fan: '8414',
  'laptop|computer|mouse|keyboard': '8471',
  'pen drive|flash drive|memory card': '8523',
  watch: '9101 9102',
  clock: '9105',
  'kettle|hair dryer|straightener|iron box|heater': '8516',
  'mixer|grinder|blender|juicer': '8509',
  'trimmer|shaver': '8510',
  // home textiles and floor coverings
  'rug|carpet|dhurrie|durrie|mat|doormat': '5701 5702 5703 5705',
  'cushion|pillow|quilt|razai|duvet|comforter|mattress': '9404',
  'cushion cover|bedspread|bed cover': '6304',
  'bedsheet|bed sheet|pillow cover|pillowcase|towel|napkin|tablecloth|table cloth|table runner|table linen':
    '6302',
  blanket: '6301',
  curtain: '6303',
  // kitchen, table and home décor: the material chooses the chapter
  // not jar or pot: "candle in a jar", "flower pot" say what holds the goods
  'mug|cup|plate|bowl|dinnerware|tableware|crockery|tumbler|glassware':
    '6911 6912 7013 7323 3924 4419 7418 7615 8306',
  'bottle|jug|tiffin|lunch box|container': '7323 7418 9617 3923 3924 7013',
  tray: '4419 3924 7323 7418 8306',
  bell: '8306',
  'candle stand|candle holder|candlestick': '9405',
  'pressure cooker|kadai|kadhai|wok|pan|tawa|thali|utensil|cookware': '7323 7418 7615',
  'spoon|fork|cutlery': '4419 8215',
  'cutting board|chopping board': '4419 3924',
  knife: '8211',
  scissor: '8213',
  basket: '4602',
  vase: '6913 7013',
  'statue|idol|figurine|statuette|sculpture|murti': '4420 6913 8306 9703 6802',
  'frame|photo frame': '4414 8306',
  mirror: '7009',
  coaster: '6802 4419 7013 3924',
  'artificial flower': '6702',
  'ornament|christmas': '9505',
  painting: '9701',
  poster: '4911',
  // paper and stationery
  calendar: '4910',
  'greeting card|postcard': '4909',
  'book|novel|textbook': '4901 4903',
  'colouring book|picture book': '4903',
  'notebook|diary|planner|exercise book|journal|register': '4820',
  envelope: '4817',
  'pen|ballpen': '9608',
  'pencil|crayon': '9609',
  'paper bag|gift bag|carton': '4819',
  // personal articles
  umbrella: '6601',
  'sunglass|spectacles|spectacle|eyeglasses': '9004',
  'spectacle frame': '9003',
  'comb|hair clip|hairpin|hair band': '9615',
  'brush|toothbrush': '9603',
  'razor|razor blade': '8212',
  'nail clipper|nail cutter|manicure': '8214',
  'screwdriver|hammer': '8205',
  'spanner|wrench': '8204',
  'plier|pliers': '8203',
  button: '9606',
  'zip|zipper': '9607',
  lighter: '9613',
  // toys, games, sport, music
  'toy|doll|teddy|puzzle|kite|plush': '9503',
  'game|chess|carrom|ludo|playing card|card game|board game': '9504',
  'bat|ball|racket|racquet|dumbbell|yoga mat|football|shuttlecock|stumps': '9506',
  'guitar|sitar|veena|violin|sarod|santoor|ukulele': '9202',
  'tabla|drum|dholak|dhol|mridangam': '9206',
  'flute|bansuri|harmonium|shehnai': '9205',
  // furniture: a coffee table is a table
  'table|coffee table|side table|stool|chair|shelf|bookshelf|cabinet|almirah|sofa|bench': '9401 9403',
  // vehicles and parts
  car: '8703',
  'bicycle|cycle': '8712',
  'brake|brake pad|spare': '8708 8714',
  bearing: '8482',
  'motorcycle|scooter|bike': '8711',
};

/**
 * Nouns that decide wherever they stand: a "toy car" is a toy and a "doll house" a toy, though
 * the noun that ends the phrase is car or house. Other nouns decide when they come last.
 */
export const DECIDING_NOUNS = ['toy', 'doll'];
