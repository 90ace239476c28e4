// Seed catalogue for the local Storefront API stand-in: "Wildroot Botanicals".
//
// Everything here is deterministic (ids, prices, dates, stock) so tests and screenshots are stable.
// Product copy is written like real labels: cosmetics make appearance/feel claims only, supplements make
// structure/function statements with the FDA footnote, and nothing claims to treat a condition.
//
// Exports plain data: `products`, `collections`, `productByHandle`, `variantById`, ... Images carry a `file`
// name; the server turns it into an absolute URL on its own origin (`/cdn/shop/files/<file>`).

export const VENDOR = 'Wildroot Botanicals';
export const CURRENCY = 'USD';
export const MANUFACTURER = 'Wildroot Botanicals, 118 Fernbrook Lane, Sheridan, WY 82801, USA';

export const OPTION_PURCHASE = 'Purchase Type';
export const OPTION_QUANTITY = 'Quantity';
export const PURCHASE_VALUES = ['Standard', 'Subscribe & Save'];
export const QUANTITY_VALUES = ['1 Unit', '2 Units', '3 Units'];

/** @typedef {'soap'|'bottle'|'jar'|'tube'|'pump'|'pouch'|'capsules'|'gummies'|'box'|'sponge'|'balm'|'botanical'|'flower'|'flatlay'|'texture'} ImageKind */

/**
 * Collections, in the order the shop lists them.
 * @type {Array<{n:number, handle:string, title:string, description:string, seoDescription:string}>}
 */
const COLLECTION_SPECS = [
  {
    n: 1,
    handle: 'artisan-soaps',
    title: 'Artisan Soaps',
    description:
      'Small-batch bars, cold-processed in our Wyoming workshop and cured for six weeks. Rich plant oils, real botanicals and scents you can name.',
    seoDescription:
      'Cold-process artisan soap bars made in small batches with plant oils and botanicals.',
  },
  {
    n: 2,
    handle: 'face-serums-creams',
    title: 'Face Serums & Creams',
    description:
      'Lightweight serums and nourishing creams built around cold-pressed oils and plant extracts, for a daily routine that feels as good as it looks.',
    seoDescription: 'Botanical face serums, oils and moisturising creams.',
  },
  {
    n: 3,
    handle: 'body-care',
    title: 'Body Care',
    description:
      'Butters, scrubs, oils and bath soaks for the rest of you. Slow down, soften up and make the evening shower something to look forward to.',
    seoDescription: 'Body butters, scrubs, oils, balms and bath soaks.',
  },
  {
    n: 4,
    handle: 'masks-treatments',
    title: 'Masks & Treatments',
    description:
      'Clay, enzyme and overnight masks for a weekly reset. Ten quiet minutes, a cup of tea, and skin that looks fresh and feels clean.',
    seoDescription: 'Clay masks, enzyme masks and overnight treatments.',
  },
  {
    n: 5,
    handle: 'supplements',
    title: 'Supplements',
    description:
      'Herbal capsules, gummies and powders made with carefully sourced botanicals and tested by an independent lab for identity and purity.',
    seoDescription: 'Botanical dietary supplements: capsules, gummies and powders.',
  },
  {
    n: 6,
    handle: 'skincare',
    title: 'Skincare',
    description:
      'Everything for your face in one place: cleansers, toners, serums, creams and masks. Mix and match a routine that suits your skin.',
    seoDescription: 'Botanical skincare: cleansers, toners, serums, creams and masks.',
  },
  {
    n: 7,
    handle: 'gift-sets',
    title: 'Gift Sets',
    description:
      'Ready-to-give boxes wrapped in recycled kraft paper and tied with cotton ribbon. Each set comes with a handwritten-style note card.',
    seoDescription: 'Botanical gift sets and stocking fillers, gift-wrapped and ready to give.',
  },
];

const FDA =
  '*These statements have not been evaluated by the Food and Drug Administration. This product is not intended to diagnose, treat, cure, or prevent any disease.';

/**
 * Product specifications. `price` is the Standard / 1 Unit price in cents. `soldOut` lists variant titles
 * that are out of stock, or 'all'. Sections are full lines ("Ingredients: ...") so the parser sees real labels.
 */
const PRODUCT_SPECS = [
  // ───────────────────────────── Artisan soaps ─────────────────────────────
  {
    n: 1001,
    handle: 'lavender-oat-soap',
    title: 'Lavender & Oat Cold Process Soap',
    type: 'Bar Soap',
    collections: ['artisan-soaps'],
    price: 1200,
    tags: ['soap', 'lavender', 'bestseller', 'vegan'],
    images: ['soap', 'flower', 'texture'],
    intro: [
      'Our first bar and still our most requested. Colloidal oatmeal and a generous pour of olive oil make a creamy, low-fuss lather, while French lavender essential oil keeps the scent soft and herbal rather than perfumey.',
      'Each bar is cut by hand, so no two look exactly alike.',
    ],
    bullets: [
      'Cured for six weeks for a long-lasting bar',
      'Gentle enough for daily hand and body washing',
      'Palm-free and vegan',
    ],
    ingredients:
      'Ingredients: Olea Europaea (Olive) Fruit Oil, Cocos Nucifera (Coconut) Oil, Butyrospermum Parkii (Shea) Butter, Sodium Hydroxide, Aqua, Ricinus Communis (Castor) Seed Oil, Avena Sativa (Oat) Kernel Flour, Lavandula Angustifolia (Lavender) Oil, Lavandula Angustifolia Flower.',
    usage:
      'How to use: Wet the bar and your skin, work up a lather between your hands and rinse. Let the bar dry between uses on a draining soap dish.',
    warnings: [
      'Caution: For external use only. Avoid contact with eyes; if contact occurs, rinse thoroughly with water.',
    ],
    info: ['Product amount: 4.5 oz (128 g)', `Manufacturer: ${MANUFACTURER}`],
  },
  {
    n: 1002,
    handle: 'charcoal-tea-tree-soap',
    title: 'Activated Charcoal & Tea Tree Soap',
    type: 'Bar Soap',
    collections: ['artisan-soaps', 'skincare'],
    price: 1200,
    tags: ['soap', 'charcoal', 'tea tree'],
    images: ['soap', 'botanical', 'texture', 'flatlay'],
    soldOut: ['Subscribe & Save / 3 Units'],
    intro: [
      'A deep slate-grey bar with a crisp, green scent. Bamboo charcoal gives the lather a silky slip and helps lift away the day, and tea tree and peppermint leave skin feeling fresh.',
      'A favourite after the gym, the garden or a long shift.',
    ],
    ingredients:
      'Ingredients: Olea Europaea (Olive) Fruit Oil, Cocos Nucifera (Coconut) Oil, Sodium Hydroxide, Aqua, Theobroma Cacao (Cocoa) Seed Butter, Charcoal Powder, Melaleuca Alternifolia (Tea Tree) Leaf Oil, Mentha Piperita (Peppermint) Oil, Kaolin.',
    usage:
      'Directions: Lather between wet hands or on a washcloth, massage over face or body, then rinse well. Use morning or evening.',
    warnings: [
      'Caution: For external use only. Keep out of eyes. The charcoal may lightly tint grout or light-coloured cloths; rinse the basin after use.',
      'Storage: Keep dry between uses to make your bar last longer.',
    ],
    info: ['Product amount: 4.5 oz (128 g)', `Manufacturer: ${MANUFACTURER}`],
  },
  {
    n: 1003,
    handle: 'goat-milk-honey-soap',
    title: 'Goat Milk & Honey Soap',
    type: 'Bar Soap',
    collections: ['artisan-soaps'],
    price: 1100,
    tags: ['soap', 'goat milk', 'unscented'],
    images: ['soap', 'jar'],
    intro: [
      'Fresh goat milk from a family farm down the road, a spoonful of wildflower honey and nothing added for scent. The result is a mild, creamy bar with a faint sweetness straight from the honey.',
    ],
    bullets: ['Made with fresh, not powdered, goat milk', 'No added fragrance or colour'],
    ingredients:
      'Ingredients: Olea Europaea (Olive) Fruit Oil, Goat Milk, Cocos Nucifera (Coconut) Oil, Sodium Hydroxide, Butyrospermum Parkii (Shea) Butter, Ricinus Communis (Castor) Seed Oil, Mel (Honey).',
    usage: 'How to use: Lather in wet hands and use on face and body. Rinse with warm water.',
    warnings: ['Caution: For external use only. Avoid the eye area.'],
    info: [
      'Product amount: 4 oz (113 g)',
      'Gross weight: 4.3 oz (122 g)',
      `Manufacturer: ${MANUFACTURER}`,
    ],
  },
  {
    n: 1004,
    handle: 'rosemary-mint-soap',
    title: 'Rosemary Mint Garden Soap',
    type: 'Bar Soap',
    collections: ['artisan-soaps'],
    price: 1200,
    tags: ['soap', 'rosemary', 'mint', 'vegan'],
    images: ['soap', 'botanical', 'flatlay'],
    intro: [
      'Smells like brushing past the herb bed on a summer morning. Rosemary and spearmint essential oils over a base of olive, coconut and sunflower oils, with dried rosemary pressed into the top of every bar.',
    ],
    ingredients:
      'Ingredients: Olea Europaea (Olive) Fruit Oil, Cocos Nucifera (Coconut) Oil, Helianthus Annuus (Sunflower) Seed Oil, Sodium Hydroxide, Aqua, Rosmarinus Officinalis (Rosemary) Leaf Oil, Mentha Spicata (Spearmint) Herb Oil, Rosmarinus Officinalis Leaf.',
    usage: 'How to use: Lather and rinse. Wonderful as a hand soap beside the kitchen sink.',
    warnings: ['Warning: Contains essential oils. Avoid contact with eyes and mucous membranes.'],
    info: ['Product amount: 4.5 oz (128 g)', `Manufacturer: ${MANUFACTURER}`],
  },
  {
    n: 1005,
    handle: 'turmeric-orange-soap',
    title: 'Turmeric & Sweet Orange Soap',
    type: 'Bar Soap',
    collections: ['artisan-soaps'],
    price: 1300,
    tags: ['soap', 'turmeric', 'citrus', 'vegan'],
    images: ['soap', 'flatlay', 'texture', 'botanical'],
    intro: [
      'Sunny yellow and bright as a glass of juice. Turmeric root powder lends the colour, sweet orange and a touch of ginger bring the scent, and mango butter makes the lather feel luxurious.',
      'Turmeric is a natural colourant and can stain light towels until washed.',
    ],
    ingredients:
      'Ingredients: Olea Europaea (Olive) Fruit Oil, Cocos Nucifera (Coconut) Oil, Sodium Hydroxide, Aqua, Mangifera Indica (Mango) Seed Butter, Citrus Aurantium Dulcis (Orange) Peel Oil, Curcuma Longa (Turmeric) Root Powder, Zingiber Officinale (Ginger) Root Oil.',
    usage: 'Directions: Work into a lather on wet skin, then rinse thoroughly.',
    warnings: ['Caution: For external use only. Citrus oils: rinse off fully before sun exposure.'],
    info: ['Product amount: 4.5 oz (128 g)', `Manufacturer: ${MANUFACTURER}`],
  },
  {
    n: 1006,
    handle: 'calendula-unscented-soap',
    title: 'Unscented Calendula Soap',
    type: 'Bar Soap',
    collections: ['artisan-soaps', 'skincare'],
    price: 1100,
    tags: ['soap', 'calendula', 'unscented', 'sensitive'],
    images: ['soap', 'flower'],
    intro: [
      'For anyone who would rather not smell of anything at all. Calendula petals are steeped in olive oil for four weeks before they go into this bar, which is left completely unscented.',
    ],
    bullets: [
      'No essential oils or fragrance',
      'Extra shea butter for a mild, conditioning feel',
      'A good pick for the whole family',
    ],
    ingredients:
      'Ingredients: Olea Europaea (Olive) Fruit Oil, Calendula Officinalis Flower Extract, Cocos Nucifera (Coconut) Oil, Butyrospermum Parkii (Shea) Butter, Sodium Hydroxide, Aqua, Calendula Officinalis Petals.',
    usage: 'How to use: Lather gently and rinse. Suitable for face and body.',
    warnings: [
      'Caution: For external use only. As with any new product, try it on a small area first.',
    ],
    info: ['Product amount: 4 oz (113 g)', `Manufacturer: ${MANUFACTURER}`],
  },
  {
    n: 1007,
    handle: 'oat-honey-soap-ends',
    // A real-world oddity kept on purpose: quotes, an apostrophe and an ampersand in the title, and markup-looking
    // text in the description. The shop must show all of it as text.
    title: 'Oat & Honey Soap Ends "Maker\'s Seconds"',
    type: 'Bar Soap',
    collections: ['artisan-soaps'],
    price: 800,
    tags: ['soap', 'seconds', 'value'],
    images: ['soap', 'texture'],
    intro: [
      'The wonky end cuts and slightly bubbly tops from our Oat & Honey batches. They wash exactly like the full bars; they just did not pass the beauty contest. Sold by weight, roughly three or four pieces per pack.',
    ],
    // Text that looks like HTML. It is escaped in descriptionHtml, so it is literal text, never markup.
    rawTextParagraphs: [
      'Batch note from the workshop label printer: <b>seconds</b> <script>alert(1)</script> <img src=x onerror="alert(2)"> & "quoted" \'text\'.',
    ],
    ingredients:
      'Ingredients: Olea Europaea (Olive) Fruit Oil, Cocos Nucifera (Coconut) Oil, Sodium Hydroxide, Aqua, Avena Sativa (Oat) Kernel Flour, Mel (Honey), Cera Alba (Beeswax).',
    usage:
      'How to use: Lather and rinse, or tuck a piece into a sisal soap saver to use up every last sliver.',
    info: ['Amount: 6 oz (170 g) of assorted pieces', `Manufacturer: ${MANUFACTURER}`],
  },
  {
    n: 1008,
    handle: 'sisal-soap-saver',
    title: 'Sisal Soap Saver Bag',
    type: 'Accessory',
    collections: ['artisan-soaps', 'gift-sets'],
    price: 700,
    tags: ['accessory', 'zero waste'],
    images: ['pouch', 'botanical'],
    intro: [
      'Slip a bar (or a handful of soap ends) into this woven sisal pouch and it becomes a gentle exfoliating washcloth. Hang it by the drawstring to dry and your soap lasts noticeably longer.',
      'Woven by hand from plant fibre. No ingredients to list here, just string and good design.',
    ],
    bullets: [
      'Holds one full bar or several small pieces',
      'Drawstring loop for hanging',
      'Compostable at end of life',
    ],
    usage:
      'How to use: Place soap inside, pull the drawstring closed, wet and scrub. Rinse and hang to dry after each use.',
    warnings: ['Storage: Hang in a well-ventilated spot between uses.'],
    info: ['Product amount: 1 bag, about 4 x 6 in (10 x 15 cm)'],
  },
  {
    n: 1009,
    handle: 'wild-rose-clay-soap',
    title: 'Wild Rose & Pink Clay Soap',
    type: 'Bar Soap',
    collections: ['artisan-soaps'],
    price: 1400,
    tags: ['soap', 'rose', 'seasonal', 'limited'],
    images: ['soap', 'flower', 'texture'],
    soldOut: 'all',
    intro: [
      'Our early-summer seasonal bar, swirled with Australian pink clay and scented with rose geranium and a whisper of palmarosa. This batch has sold out; we make it again when the wild roses bloom.',
    ],
    ingredients:
      'Ingredients: Olea Europaea (Olive) Fruit Oil, Cocos Nucifera (Coconut) Oil, Sodium Hydroxide, Aqua, Prunus Amygdalus Dulcis (Sweet Almond) Oil, Kaolin, Pelargonium Graveolens (Rose Geranium) Flower Oil, Cymbopogon Martini (Palmarosa) Oil, Rosa Canina Petals.',
    usage: 'How to use: Lather, massage over skin and rinse.',
    warnings: ['Caution: For external use only. Avoid contact with eyes.'],
    info: ['Product amount: 4.5 oz (128 g)', `Manufacturer: ${MANUFACTURER}`],
  },

  // ──────────────────────────── Face serums & creams ───────────────────────────
  {
    n: 1010,
    handle: 'rosehip-glow-face-oil',
    title: 'Rosehip Glow Face Serum',
    type: 'Face Serum',
    collections: ['face-serums-creams', 'skincare'],
    price: 3400,
    tags: ['serum', 'face oil', 'rosehip', 'bestseller'],
    images: ['bottle', 'flower', 'flatlay', 'texture', 'botanical'],
    intro: [
      'A golden, fast-sinking oil serum for a healthy-looking glow. Cold-pressed rosehip seed oil leads, backed by sea buckthorn and jojoba, with a drop of vitamin E to keep it fresh.',
      'Three drops is all it takes; a bottle lasts most people two to three months.',
    ],
    bullets: [
      'Helps skin feel soft and supple',
      'Absorbs in about a minute',
      'Unscented apart from the oils themselves',
    ],
    ingredients:
      'Ingredients: Rosa Canina (Rosehip) Seed Oil, Simmondsia Chinensis (Jojoba) Seed Oil, Hippophae Rhamnoides (Sea Buckthorn) Fruit Oil, Tocopherol, Helianthus Annuus (Sunflower) Seed Oil.',
    usage:
      'How to use: Warm 2–3 drops between your fingertips and press onto clean, slightly damp skin, morning and/or evening.',
    warnings: [
      'Caution: For external use only. Patch test before first use. Discontinue use if irritation occurs.',
      'Storage: Keep the cap tightly closed and store away from direct sunlight. Best within 6 months of opening.',
    ],
    info: ['Product amount: 1 fl oz (30 ml)', `Manufacturer: ${MANUFACTURER}`],
  },
  {
    n: 1011,
    handle: 'sea-buckthorn-vitamin-c-serum',
    title: 'Sea Buckthorn Vitamin C Serum',
    type: 'Face Serum',
    collections: ['face-serums-creams', 'skincare'],
    price: 3800,
    tags: ['serum', 'vitamin c', 'brightening'],
    images: ['bottle', 'flatlay', 'botanical'],
    intro: [
      'A water-light serum with a stable form of vitamin C and sea buckthorn extract for skin that looks brighter and more even. It layers neatly under moisturiser and sunscreen.',
    ],
    ingredients:
      'Ingredients: Aloe Barbadensis Leaf Juice, Glycerin, Sodium Ascorbyl Phosphate, Hippophae Rhamnoides Fruit Extract, Sodium Hyaluronate, Citrus Aurantium Dulcis (Orange) Peel Extract, Xanthan Gum, Gluconolactone, Sodium Benzoate.',
    usage:
      'Directions: Apply 3–4 drops to clean skin each morning. Follow with moisturiser and a broad-spectrum sunscreen.',
    warnings: [
      'Warnings: For external use only. Avoid the immediate eye area. Stop using if irritation develops.',
      'Storage: Store below 77°F (25°C). The serum may deepen slightly in colour over time; this is normal.',
    ],
    info: ['Product amount: 1 fl oz (30 ml)', `Manufacturer: ${MANUFACTURER}`],
  },
  {
    n: 1012,
    handle: 'cucumber-hyaluronic-serum',
    title: 'Cucumber & Hyaluronic Hydrating Serum',
    type: 'Face Serum',
    collections: ['face-serums-creams', 'skincare'],
    price: 3200,
    tags: ['serum', 'hydrating', 'cucumber'],
    images: ['bottle', 'botanical', 'texture'],
    intro: [
      'Think of it as a long drink of water for your face. Two weights of hyaluronic acid and cool cucumber water help skin feel plump and comfortable all day, under make-up or on its own.',
    ],
    bullets: ['Oil-free, gel texture', 'Fragrance-free'],
    ingredients:
      'Ingredients: Cucumis Sativus (Cucumber) Fruit Water, Glycerin, Sodium Hyaluronate, Hydrolyzed Hyaluronic Acid, Aloe Barbadensis Leaf Extract, Panthenol, Betaine, Xanthan Gum, Phenoxyethanol, Ethylhexylglycerin.',
    usage:
      'How to use: Smooth a pea-sized amount over damp skin morning and night, then seal in with a cream or face oil.',
    warnings: ['Caution: For external use only. Keep out of reach of children.'],
    info: ['Product amount: 1 fl oz (30 ml)', `Manufacturer: ${MANUFACTURER}`],
  },
  {
    n: 1013,
    handle: 'bakuchiol-night-cream',
    title: 'Bakuchiol Night Renewal Cream',
    type: 'Face Cream',
    collections: ['face-serums-creams', 'skincare'],
    price: 4200,
    tags: ['cream', 'night', 'bakuchiol'],
    images: ['jar', 'botanical', 'flatlay', 'texture'],
    soldOut: ['Standard / 3 Units', 'Subscribe & Save / 3 Units'],
    intro: [
      'A rich, cushiony night cream built around bakuchiol, a plant-derived ingredient from the babchi seed, alongside squalane and shea butter. Wake up to skin that looks smoother and feels deeply moisturised.',
      'Our 3-unit bundles are waiting on the next batch; singles and doubles are in stock.',
    ],
    ingredients:
      'Ingredients: Aqua, Butyrospermum Parkii (Shea) Butter, Squalane, Glycerin, Cetearyl Alcohol, Bakuchiol, Simmondsia Chinensis (Jojoba) Seed Oil, Glyceryl Stearate, Tocopherol, Sodium Stearoyl Glutamate, Phenoxyethanol.',
    usage:
      'Suggested use: In the evening, warm a small scoop between your fingertips and press over face and neck.',
    warnings: [
      'Caution: For external use only. Patch test before first use.',
      'Warning: Use sunscreen during the day while using products for skin renewal.',
    ],
    info: ['Product amount: 1.7 oz (50 ml)', `Manufacturer: ${MANUFACTURER}`],
  },
  {
    n: 1014,
    handle: 'calendula-day-cream',
    title: 'Calendula Daily Moisture Cream',
    type: 'Face Cream',
    collections: ['face-serums-creams', 'skincare'],
    price: 2900,
    tags: ['cream', 'calendula', 'daily'],
    images: ['jar', 'flower'],
    intro: [
      'An everyday moisturiser with a light, whipped feel that disappears into skin. Calendula and chamomile extracts keep it calm and simple; oat lipids lend a soft, comfortable finish.',
    ],
    bullets: ['Layers well under sunscreen and make-up', 'Lightly scented with chamomile'],
    ingredients:
      'Ingredients: Aqua, Helianthus Annuus (Sunflower) Seed Oil, Glycerin, Cetearyl Olivate, Sorbitan Olivate, Calendula Officinalis Flower Extract, Chamomilla Recutita (Matricaria) Flower Extract, Avena Sativa (Oat) Kernel Oil, Xanthan Gum, Benzyl Alcohol, Dehydroacetic Acid.',
    usage: 'How to use: Apply to clean face and neck each morning and evening.',
    warnings: ['Caution: For external use only.'],
    info: ['Product amount: 1.7 oz (50 ml)', `Manufacturer: ${MANUFACTURER}`],
  },
  {
    n: 1015,
    handle: 'green-tea-eye-cream',
    title: 'Green Tea Eye Cream',
    type: 'Eye Cream',
    collections: ['face-serums-creams', 'skincare'],
    price: 2600,
    tags: ['cream', 'eye', 'green tea'],
    images: ['tube', 'botanical', 'texture'],
    intro: [
      'A cooling little tube for tired-looking eyes. Green tea and caffeine from coffee seed extract help the eye area look refreshed, while shea and jojoba keep it soft.',
    ],
    ingredients:
      'Ingredients: Aqua, Camellia Sinensis (Green Tea) Leaf Extract, Caprylic/Capric Triglyceride, Glycerin, Caffeine, Coffea Arabica (Coffee) Seed Extract, Butyrospermum Parkii (Shea) Butter, Simmondsia Chinensis (Jojoba) Seed Oil, Cetearyl Alcohol, Phenoxyethanol.',
    usage:
      'Directions: Tap a rice-grain amount around the orbital bone with your ring finger, morning and night. Keep it in the fridge for an extra-cool feel.',
    warnings: [
      'Caution: For external use only. Avoid direct contact with the eyes; if contact occurs, rinse with water.',
    ],
    info: ['Product amount: 0.5 fl oz (15 ml)', `Manufacturer: ${MANUFACTURER}`],
  },
  {
    n: 1016,
    handle: 'niacinamide-licorice-serum',
    title: 'Niacinamide & Licorice Root Serum',
    type: 'Face Serum',
    collections: ['face-serums-creams', 'skincare'],
    price: 3000,
    tags: ['serum', 'niacinamide', 'licorice'],
    images: ['bottle', 'flatlay'],
    intro: [
      'A clarifying daily serum that helps the look of pores and uneven tone. Five percent niacinamide does the heavy lifting; licorice root and willow bark extracts round it out.',
    ],
    ingredients:
      'Ingredients: Aqua, Niacinamide, Glycerin, Glycyrrhiza Glabra (Licorice) Root Extract, Salix Alba (Willow) Bark Extract, Zinc PCA, Sodium Hyaluronate, Xanthan Gum, Phenoxyethanol, Ethylhexylglycerin.',
    usage:
      'How to use: After cleansing, apply a few drops to face and neck before moisturiser. Use once or twice daily.',
    warnings: ['Caution: For external use only. Do a patch test first if your skin is reactive.'],
    info: ['Product amount: 1 fl oz (30 ml)', `Manufacturer: ${MANUFACTURER}`],
  },

  // ─────────────────────────────── Body care ───────────────────────────────
  {
    n: 1017,
    handle: 'whipped-shea-body-butter',
    title: 'Whipped Shea Body Butter',
    type: 'Body Butter',
    collections: ['body-care'],
    price: 2400,
    tags: ['body butter', 'shea', 'bestseller'],
    images: ['jar', 'texture', 'flatlay', 'botanical'],
    intro: [
      'Whipped until it looks like frosting and melts on contact. Unrefined shea, cocoa butter and a little arrowroot so it sinks in instead of sitting on top. Scented with vanilla and a hint of orange.',
    ],
    bullets: [
      'Deeply moisturising for dry elbows, knees and heels',
      'Non-greasy finish thanks to arrowroot',
      'Plastic-free glass jar with aluminium lid',
    ],
    ingredients:
      'Ingredients: Butyrospermum Parkii (Shea) Butter, Theobroma Cacao (Cocoa) Seed Butter, Cocos Nucifera (Coconut) Oil, Maranta Arundinacea (Arrowroot) Root Powder, Vanilla Planifolia Fruit Extract, Citrus Aurantium Dulcis (Orange) Peel Oil, Tocopherol.',
    usage:
      'How to use: Scoop a small amount and massage into skin after bathing, while skin is still slightly damp.',
    warnings: [
      'Storage: Store below 75°F (24°C). In warm weather the butter may soften or melt; pop it in the fridge and it will set again.',
      'Caution: For external use only.',
    ],
    info: [
      'Product amount: 8 oz (227 g)',
      'Gross weight: 15 oz (425 g)',
      `Manufacturer: ${MANUFACTURER}`,
    ],
  },
  {
    n: 1018,
    handle: 'coffee-sugar-body-scrub',
    title: 'Coffee & Brown Sugar Body Scrub',
    type: 'Body Scrub',
    collections: ['body-care'],
    price: 2200,
    tags: ['scrub', 'coffee', 'exfoliating'],
    images: ['jar', 'flatlay', 'texture'],
    intro: [
      'Smells like the good café on the corner. Finely ground coffee and brown sugar buff away dullness; sweet almond and grapeseed oils leave a soft, moisturised layer behind so you can skip lotion.',
    ],
    ingredients:
      'Ingredients: Sucrose (Brown Sugar), Coffea Arabica (Coffee) Seed Powder, Prunus Amygdalus Dulcis (Sweet Almond) Oil, Vitis Vinifera (Grapeseed) Seed Oil, Cocos Nucifera (Coconut) Oil, Vanilla Planifolia Fruit Extract, Tocopherol.',
    usage:
      'Directions: In the shower, massage a handful over damp skin in circular motions. Rinse well and pat dry. Use 2–3 times a week.',
    warnings: [
      'Caution: For external use only. Not for use on the face or broken skin. Oils can make the shower floor slippery; take care and rinse the tub after use.',
    ],
    info: ['Product amount: 10 oz (283 g)', `Manufacturer: ${MANUFACTURER}`],
  },
  {
    n: 1019,
    handle: 'arnica-peppermint-body-balm',
    title: 'Arnica & Peppermint Body Balm',
    type: 'Body Balm',
    collections: ['body-care'],
    price: 1900,
    tags: ['balm', 'arnica', 'massage'],
    images: ['balm', 'botanical'],
    intro: [
      'A cooling massage balm for the end of a long day on your feet. Arnica-infused oil and beeswax give it a smooth glide; peppermint and eucalyptus bring the fresh, tingly finish.',
    ],
    ingredients:
      'Ingredients: Helianthus Annuus (Sunflower) Seed Oil, Cera Alba (Beeswax), Arnica Montana Flower Extract, Butyrospermum Parkii (Shea) Butter, Mentha Piperita (Peppermint) Oil, Eucalyptus Globulus Leaf Oil, Menthol, Tocopherol.',
    usage: 'How to use: Massage a small amount into shoulders, calves or feet as needed.',
    warnings: [
      'Warnings: For external use only. Do not apply to broken skin or near the eyes. Not for use on children under 6. Wash hands after use.',
      'Caution: Contains menthol; the cooling sensation is intentional.',
    ],
    info: ['Product amount: 2 oz (57 g)', `Manufacturer: ${MANUFACTURER}`],
  },
  {
    n: 1020,
    handle: 'lavender-dry-body-oil',
    title: 'Lavender Dry Body Oil',
    type: 'Body Oil',
    collections: ['body-care'],
    price: 2700,
    tags: ['body oil', 'lavender'],
    images: ['pump', 'flower', 'texture'],
    intro: [
      'A silky oil that absorbs in moments, so you can get dressed right away. Light fractionated coconut and safflower oils, a splash of camellia seed oil and lavender from a farm in Washington State.',
    ],
    bullets: ['Sheer satin finish', 'Also lovely on the ends of dry hair'],
    ingredients:
      'Ingredients: Caprylic/Capric Triglyceride, Carthamus Tinctorius (Safflower) Seed Oil, Camellia Japonica Seed Oil, Lavandula Angustifolia (Lavender) Oil, Tocopherol, Linalool*.',
    usage: 'How to use: Pump onto damp skin after showering and smooth in.',
    warnings: ['Caution: For external use only. Oils can make surfaces slippery.'],
    info: ['Product amount: 3.4 fl oz (100 ml)', `Manufacturer: ${MANUFACTURER}`],
    footnotes: ['*Naturally occurring component of essential oils.'],
  },
  {
    n: 1021,
    handle: 'calendula-hand-salve',
    title: 'Calendula Hand Salve',
    type: 'Balm',
    collections: ['body-care'],
    price: 1400,
    tags: ['salve', 'hands', 'calendula'],
    images: ['balm', 'flower'],
    intro: [
      'A pocket tin for gardeners, climbers, bakers and anyone who washes their hands a lot. A firm balm that melts at skin temperature and leaves hands feeling soft without a slippery film.',
    ],
    ingredients:
      'Ingredients: Olea Europaea (Olive) Fruit Oil, Cera Alba (Beeswax), Calendula Officinalis Flower Extract, Butyrospermum Parkii (Shea) Butter, Lanolin, Tocopherol.',
    usage:
      'How to use: Rub a small amount into hands, cuticles and knuckles whenever they feel dry. Lovely at bedtime.',
    warnings: [
      'Caution: Contains beeswax and lanolin.',
      'Storage: Keep the tin closed and out of hot cars.',
    ],
    info: ['Product amount: 1 oz (28 g)', `Manufacturer: ${MANUFACTURER}`],
  },
  {
    n: 1022,
    handle: 'eucalyptus-shower-steamers',
    title: 'Eucalyptus Shower Steamers',
    type: 'Bath',
    collections: ['body-care'],
    price: 1600,
    tags: ['shower', 'eucalyptus', 'aromatherapy'],
    images: ['pouch', 'botanical', 'flatlay'],
    intro: [
      'Six fizzing tablets that turn an ordinary shower into a small steam room. Place one on the shower floor away from the direct stream and let the eucalyptus and spearmint rise with the steam.',
    ],
    ingredients:
      'Ingredients: Sodium Bicarbonate, Citric Acid, Zea Mays (Corn) Starch, Eucalyptus Globulus Leaf Oil, Mentha Spicata (Spearmint) Herb Oil, Menthol, Kaolin.',
    usage:
      'Directions: Place one steamer on the shower floor or a ledge where it gets splashed but not soaked. Each lasts about 8–10 minutes.',
    warnings: [
      'Warning: Not for use in the bath or on skin. Keep out of reach of children and pets. Do not eat.',
      'Storage: Keep the pouch sealed and dry until use.',
    ],
    info: ['Amount: 6 steamers, 1.2 oz (34 g) each', `Manufacturer: ${MANUFACTURER}`],
  },
  {
    n: 1023,
    handle: 'magnesium-chamomile-bath-flakes',
    title: 'Magnesium & Chamomile Bath Flakes',
    type: 'Bath',
    collections: ['body-care'],
    price: 1800,
    tags: ['bath', 'magnesium', 'chamomile'],
    images: ['pouch', 'flower'],
    intro: [
      'Zechstein magnesium chloride flakes with whole chamomile blossoms and a few drops of Roman chamomile oil. Pour, soak, unwind.',
    ],
    ingredients:
      'Ingredients: Magnesium Chloride, Chamomilla Recutita (Matricaria) Flower, Anthemis Nobilis (Roman Chamomile) Flower Oil, Lavandula Angustifolia (Lavender) Oil.',
    usage: 'How to use: Dissolve 1 cup in a warm bath and soak for at least 20 minutes.',
    warnings: [
      'Caution: Bath surfaces may become slippery. Do not use if pregnant or nursing without first asking your doctor.',
    ],
    info: [
      'Product amount: 2 lb (907 g)',
      'Bruto weight: 2.1 lb (952 g)',
      `Manufacturer: ${MANUFACTURER}`,
    ],
  },

  // ─────────────────────────── Masks & treatments ───────────────────────────
  {
    n: 1024,
    handle: 'french-green-clay-mask',
    title: 'French Green Clay Purifying Mask',
    type: 'Face Mask',
    collections: ['masks-treatments', 'skincare'],
    price: 2400,
    tags: ['mask', 'clay', 'purifying'],
    images: ['jar', 'texture', 'botanical'],
    intro: [
      'A dry powder mask you mix fresh each time. French green clay and spirulina draw out excess oil and leave skin looking clear and matte; a little colloidal oat keeps it comfortable.',
    ],
    ingredients:
      'Ingredients: Illite (French Green Clay), Kaolin, Avena Sativa (Oat) Kernel Flour, Spirulina Platensis Powder, Mentha Piperita (Peppermint) Leaf Powder.',
    usage:
      'How to use: Mix 1 teaspoon of powder with water, rose water or yogurt to a smooth paste. Apply to clean skin, leave for 8–10 minutes (do not let it crack), then rinse with warm water.',
    warnings: [
      'Caution: For external use only. Avoid the eye area. Do not breathe in the dry powder.',
    ],
    info: ['Product amount: 2 oz (57 g)', `Manufacturer: ${MANUFACTURER}`],
  },
  {
    n: 1025,
    handle: 'manuka-honey-oat-mask',
    title: 'Manuka Honey & Oat Hydrating Mask',
    type: 'Face Mask',
    collections: ['masks-treatments', 'skincare'],
    price: 2800,
    tags: ['mask', 'honey', 'hydrating'],
    images: ['jar', 'flatlay', 'texture'],
    soldOut: ['Standard / 2 Units'],
    intro: [
      'A creamy, honey-sweet treat for skin that feels tight or dull. Manuka honey, oat extract and aloe leave skin feeling soft, comfortable and dewy after just ten minutes.',
    ],
    bullets: ['Rinses off cleanly', 'Gentle enough to use twice a week'],
    ingredients:
      'Ingredients: Aloe Barbadensis Leaf Juice, Mel (Manuka Honey), Glycerin, Kaolin, Avena Sativa (Oat) Kernel Extract, Cetearyl Alcohol, Butyrospermum Parkii (Shea) Butter, Xanthan Gum, Sodium Benzoate, Potassium Sorbate.',
    usage:
      'Directions: Spread a generous layer over clean skin. Relax for 10–15 minutes, then rinse with warm water and pat dry.',
    warnings: ['Caution: Contains honey. For external use only.'],
    info: ['Product amount: 2.5 oz (75 ml)', `Manufacturer: ${MANUFACTURER}`],
  },
  {
    n: 1026,
    handle: 'pink-clay-rose-mask',
    title: 'Pink Clay & Rose Petal Mask',
    type: 'Face Mask',
    collections: ['masks-treatments', 'skincare'],
    price: 2600,
    tags: ['mask', 'clay', 'rose'],
    images: ['jar', 'flower', 'texture', 'flatlay', 'botanical'],
    intro: [
      'The softer sister of our green clay mask. Australian pink clay and ground rose petals gently refine the look of skin without that squeaky, stripped feeling. Mix with rose water for the full ritual.',
    ],
    ingredients:
      'Ingredients: Kaolin, Illite, Rosa Damascena Flower Powder, Hibiscus Sabdariffa Flower Powder, Avena Sativa (Oat) Kernel Flour, Rosa Damascena Flower Oil.',
    usage:
      'How to use: Combine 1 teaspoon with liquid to form a paste, apply for 10 minutes and rinse.',
    warnings: [
      'Caution: For external use only. Avoid the eye area.',
      'Storage: Keep the lid tightly closed and away from moisture.',
    ],
    info: ['Product amount: 2 oz (57 g)', `Manufacturer: ${MANUFACTURER}`],
  },
  {
    n: 1027,
    handle: 'blue-tansy-overnight-mask',
    title: 'Blue Tansy Overnight Sleeping Mask',
    type: 'Face Mask',
    collections: ['masks-treatments', 'skincare'],
    price: 3600,
    tags: ['mask', 'overnight', 'blue tansy'],
    images: ['jar', 'botanical', 'texture'],
    intro: [
      'A sky-blue gel-cream you sleep in. Blue tansy oil gives the colour and a sweet, apple-like scent, while squalane and hyaluronic acid help you wake up to skin that looks rested and feels smooth.',
    ],
    ingredients:
      'Ingredients: Aqua, Glycerin, Squalane, Caprylic/Capric Triglyceride, Sodium Hyaluronate, Tanacetum Annuum (Blue Tansy) Flower Oil, Chamomilla Recutita (Matricaria) Flower Extract, Carbomer, Sodium Hydroxide, Phenoxyethanol.',
    usage:
      'Suggested use: As the last step of your evening routine, smooth a thin layer over face. Rinse off in the morning. Use 2–3 nights a week.',
    warnings: [
      'Caution: For external use only. Blue tansy can tint white pillowcases; let the mask absorb for a few minutes before bed.',
    ],
    info: ['Product amount: 1.7 oz (50 ml)', `Manufacturer: ${MANUFACTURER}`],
  },
  {
    n: 1028,
    handle: 'papaya-enzyme-mask',
    title: 'Papaya Enzyme Polishing Mask',
    type: 'Face Mask',
    collections: ['masks-treatments', 'skincare'],
    price: 3000,
    tags: ['mask', 'enzyme', 'exfoliating'],
    images: ['tube', 'flatlay'],
    intro: [
      'A gentle fruit-enzyme exfoliating mask for a smoother, brighter-looking complexion, no scrubbing required. Papaya and pineapple enzymes do the polishing; aloe keeps things calm.',
    ],
    ingredients:
      'Ingredients: Aloe Barbadensis Leaf Juice, Kaolin, Glycerin, Carica Papaya (Papaya) Fruit Extract, Papain, Bromelain, Ananas Sativus (Pineapple) Fruit Extract, Xanthan Gum, Potassium Sorbate, Sodium Benzoate.',
    usage:
      'How to use: Apply an even layer to clean, dry skin. Leave for 5–10 minutes, then rinse. Use once a week.',
    warnings: [
      'Warning: This product contains exfoliating enzymes. A mild tingle is normal; rinse off if it becomes uncomfortable. Use sunscreen daily while using exfoliating products.',
    ],
    info: ['Product amount: 2 fl oz (60 ml)', `Manufacturer: ${MANUFACTURER}`],
  },

  // ─────────────────────────────── Supplements ───────────────────────────────
  {
    n: 1029,
    handle: 'ashwagandha-calm-capsules',
    title: 'Ashwagandha Calm Capsules',
    type: 'Supplement',
    collections: ['supplements'],
    price: 2600,
    tags: ['supplement', 'ashwagandha', 'capsules'],
    images: ['capsules', 'botanical', 'flatlay'],
    intro: [
      'An evening ritual in a capsule. Organic ashwagandha root extract with lemon balm and L-theanine to help support a sense of calm and relaxation.*',
    ],
    bullets: [
      'Supports a balanced response to everyday stress*',
      'Vegan capsules, no fillers',
      'Third-party tested for identity and purity',
    ],
    ingredients:
      'Ingredients: Organic Ashwagandha (Withania somnifera) root extract, Lemon balm (Melissa officinalis) leaf extract, L-Theanine, Vegetable cellulose (capsule), Organic rice flour.',
    usage: 'Suggested use: Take 2 capsules daily with water, preferably in the evening.',
    warnings: [
      'Caution: Consult your healthcare practitioner before use if you are pregnant, nursing, taking medication or have a medical condition. Keep out of reach of children.',
      'Storage: Store in a cool, dry place. Do not use if the safety seal is broken.',
    ],
    info: [
      'Serving size: 2 capsules',
      'Servings per container: 30',
      'Product amount: 60 vegan capsules',
      `Manufacturer: ${MANUFACTURER}`,
    ],
    footnotes: [FDA],
  },
  {
    n: 1030,
    handle: 'elderberry-zinc-gummies',
    title: 'Elderberry & Zinc Gummies',
    type: 'Supplement',
    collections: ['supplements'],
    price: 2400,
    tags: ['supplement', 'elderberry', 'gummies'],
    images: ['gummies', 'botanical', 'texture'],
    intro: [
      'Chewy, tart-sweet gummies made with black elderberry extract, zinc and vitamin C to support normal immune function.* Pectin-based, so they are vegan and gelatin-free.',
    ],
    ingredients:
      'Ingredients: Black elderberry (Sambucus nigra) fruit extract, Vitamin C (as ascorbic acid), Zinc (as zinc citrate). Other ingredients: Organic cane sugar, Organic tapioca syrup, Pectin, Citric acid, Natural elderberry flavor, Black carrot juice concentrate (color).',
    usage: 'Suggested use: Adults chew 2 gummies daily.',
    warnings: [
      'Warnings: Do not exceed the suggested use. Keep out of reach of children. Consult your healthcare practitioner before use if pregnant, nursing or taking medication.',
      'Storage: Store below 77°F (25°C) to keep the gummies from sticking together.',
    ],
    info: [
      'Flavor: Black elderberry',
      'Serving size: 2 gummies',
      'Servings per container: 30',
      `Manufacturer: ${MANUFACTURER}`,
    ],
    footnotes: [FDA],
  },
  {
    n: 1031,
    handle: 'daily-greens-powder',
    title: 'Daily Greens Superfood Powder',
    type: 'Supplement',
    collections: ['supplements'],
    price: 3900,
    tags: ['supplement', 'greens', 'powder'],
    images: ['pouch', 'botanical', 'flatlay', 'texture'],
    soldOut: ['Subscribe & Save / 1 Unit'],
    intro: [
      'One scoop of young wheatgrass, spirulina, moringa and spinach in a bright green-apple powder that actually tastes good stirred into water or a smoothie.',
      'Subscription singles are paused while we switch to a new compostable pouch.',
    ],
    ingredients:
      'Ingredients: Organic wheatgrass powder, Organic spirulina powder, Organic moringa leaf powder, Organic spinach powder, Organic apple powder, Natural green apple flavor, Monk fruit extract.',
    usage:
      'Suggested use: Mix 1 scoop (7 g) into 8–10 oz of water, juice or a smoothie once a day.',
    warnings: [
      'Caution: If you are pregnant, nursing, taking medication or have a medical condition, consult your healthcare practitioner before use. Keep out of reach of children.',
    ],
    info: [
      'Flavor: Green apple',
      'Serving size: 1 scoop (7 g)',
      'Servings per container: 30',
      'Product amount: 7.4 oz (210 g)',
      'Gross weight: 8.1 oz (230 g)',
      `Manufacturer: ${MANUFACTURER}`,
    ],
    footnotes: [FDA],
  },
  {
    n: 1032,
    handle: 'turmeric-black-pepper-capsules',
    title: 'Turmeric & Black Pepper Capsules',
    type: 'Supplement',
    collections: ['supplements'],
    price: 2800,
    tags: ['supplement', 'turmeric', 'capsules'],
    images: ['capsules', 'flatlay'],
    intro: [
      'Turmeric root extract standardised to 95% curcuminoids, paired with black pepper extract to support absorption.* Ginger root rounds out a classic kitchen-spice trio that helps support joint comfort after activity.*',
    ],
    ingredients:
      'Ingredients: Turmeric (Curcuma longa) root extract, Ginger (Zingiber officinale) root powder, Black pepper (Piper nigrum) fruit extract. Other ingredients: Vegetable cellulose capsule, Rice bran.',
    usage: 'Suggested use: Take 1 capsule twice daily with food.',
    warnings: [
      'Caution: Consult your healthcare practitioner before use if you are pregnant or nursing, have gallbladder concerns or take blood-thinning medication.',
      'Storage: Keep tightly closed in a cool, dry place.',
    ],
    info: [
      'Serving size: 2 capsules',
      'Servings per container: 45',
      'Product amount: 90 vegan capsules',
      `Manufacturer: ${MANUFACTURER}`,
    ],
    footnotes: [FDA],
  },
  {
    n: 1033,
    handle: 'lemon-balm-sleep-gummies',
    title: 'Lemon Balm Sleep Gummies',
    type: 'Supplement',
    collections: ['supplements'],
    price: 2500,
    tags: ['supplement', 'sleep', 'gummies'],
    images: ['gummies', 'flower', 'botanical'],
    intro: [
      'A soft blackberry gummy with lemon balm, chamomile and a low dose of melatonin to help you fall asleep more easily.* Made for winding down, not knocking out.',
    ],
    bullets: ['1 mg melatonin per serving', 'Vegan, pectin-based', 'No artificial colours'],
    ingredients:
      'Ingredients: Lemon balm (Melissa officinalis) leaf extract, Chamomile (Matricaria chamomilla) flower extract, Melatonin. Other ingredients: Tapioca syrup, Cane sugar, Pectin, Citric acid, Natural blackberry flavor, Purple carrot extract (color).',
    usage: 'Suggested use: Adults chew 2 gummies 30 minutes before bedtime.',
    warnings: [
      'Warning: May cause drowsiness. Do not drive or operate machinery after use. Not for use by children, or if pregnant or nursing. Consult your healthcare practitioner before use if you take medication.',
    ],
    info: [
      'Flavor: Blackberry',
      'Serving size: 2 gummies',
      'Servings per container: 30',
      `Manufacturer: ${MANUFACTURER}`,
    ],
    footnotes: [FDA],
  },
  {
    n: 1034,
    handle: 'biotin-horsetail-capsules',
    title: 'Biotin & Horsetail Hair, Skin & Nails Capsules',
    type: 'Supplement',
    collections: ['supplements'],
    price: 2700,
    tags: ['supplement', 'biotin', 'beauty'],
    images: ['capsules', 'botanical'],
    intro: [
      'A daily beauty capsule with biotin, horsetail and bamboo extracts (natural sources of silica) and vitamin C, which contributes to normal collagen formation. Supports healthy-looking hair, skin and nails.*',
    ],
    ingredients:
      'Ingredients: Biotin, Vitamin C (as ascorbic acid), Horsetail (Equisetum arvense) herb extract, Bamboo (Bambusa vulgaris) stem extract, Vegetable cellulose capsule.',
    usage: 'Suggested use: Take 1 capsule daily with a meal.',
    warnings: [
      'Caution: Biotin can interfere with some laboratory tests. Tell your healthcare practitioner you take biotin before any blood test. Keep out of reach of children.',
    ],
    info: [
      'Serving size: 1 capsule',
      'Servings per container: 60',
      'Product amount: 60 vegan capsules',
      'Bruto weight: 3.2 oz (90 g)',
      `Manufacturer: ${MANUFACTURER}`,
    ],
    footnotes: [FDA],
  },

  // ─────────────────────────── More skincare ───────────────────────────
  {
    n: 1035,
    handle: 'konjac-facial-sponge',
    title: 'Konjac Facial Sponge',
    type: 'Accessory',
    collections: ['skincare'],
    price: 900,
    tags: ['accessory', 'konjac', 'cleansing'],
    images: ['sponge', 'botanical'],
    intro: [
      'Made from the fibrous root of the konjac plant, this sponge is firm when dry and turns wonderfully soft and bouncy in water. Use it on its own or with your cleanser for a gentle daily polish.',
      'Nothing added, nothing to list: it is simply plant fibre.',
    ],
    usage:
      'How to use: Soak in warm water for a minute until soft, squeeze gently, then massage over your face in small circles.',
    warnings: [
      'Storage: Rinse after use, squeeze out the water and hang to dry. Replace every 2–3 months.',
    ],
    info: ['Product amount: 1 sponge with cotton hanging loop'],
  },
  {
    n: 1036,
    handle: 'rose-water-facial-toner',
    title: 'Rose Water Facial Toner',
    type: 'Toner',
    collections: ['skincare'],
    price: 1800,
    tags: ['toner', 'rose', 'mist'],
    images: ['bottle', 'flower', 'botanical'],
    intro: [
      'Pure steam-distilled Damask rose water with a little aloe and glycerin. Mist it after cleansing, over make-up, or whenever you need a thirty-second pause.',
    ],
    ingredients:
      'Ingredients: Rosa Damascena Flower Water, Aloe Barbadensis Leaf Juice, Glycerin, Sodium Levulinate, Sodium Anisate, Citric Acid.',
    usage:
      'Directions: Hold 8 inches from your face, close your eyes and mist 2–3 times. Press gently into skin.',
    warnings: ['Caution: For external use only. Avoid spraying directly into eyes.'],
    info: ['Product amount: 4 fl oz (120 ml)', `Manufacturer: ${MANUFACTURER}`],
  },
  {
    n: 1037,
    handle: 'jojoba-cleansing-balm',
    title: 'Jojoba Melting Cleansing Balm',
    type: 'Cleanser',
    collections: ['skincare'],
    price: 2800,
    tags: ['cleanser', 'balm', 'jojoba'],
    images: ['jar', 'texture', 'botanical'],
    intro: [
      'A solid balm that melts into a silky oil and dissolves sunscreen, make-up and the day in one step, then rinses clean with water. Scented lightly with sweet orange and neroli.',
    ],
    bullets: ['Removes long-wear make-up without tugging', 'Comes with a bamboo spatula'],
    ingredients:
      'Ingredients: Simmondsia Chinensis (Jojoba) Seed Oil, Caprylic/Capric Triglyceride, Polyglyceryl-4 Oleate, Cera Alba (Beeswax), Butyrospermum Parkii (Shea) Butter, Citrus Aurantium Dulcis (Orange) Peel Oil, Citrus Aurantium Amara (Neroli) Flower Oil, Tocopherol.',
    usage:
      'How to use: Scoop a small amount with the spatula and massage over dry skin. Add a splash of water to emulsify, then rinse or wipe off with a warm cloth.',
    warnings: [
      'Caution: For external use only. Avoid direct contact with eyes.',
      'Storage: Store below 77°F (25°C); the balm softens in warm weather.',
    ],
    info: ['Product amount: 3.4 oz (100 ml)', `Manufacturer: ${MANUFACTURER}`],
  },

  // ─────────────────────────────── Gift sets ───────────────────────────────
  {
    n: 1038,
    handle: 'soap-lovers-gift-set',
    title: "Soap Lover's Gift Set",
    type: 'Gift Set',
    collections: ['gift-sets', 'artisan-soaps'],
    price: 3200,
    tags: ['gift', 'soap', 'set'],
    images: ['box', 'soap', 'flatlay'],
    intro: [
      'Three of our best-loved bars and a sisal soap saver, boxed and ribboned. An easy thank-you, housewarming or teacher gift.',
    ],
    bullets: [
      'Lavender & Oat Cold Process Soap',
      'Rosemary Mint Garden Soap',
      'Goat Milk & Honey Soap',
      'Sisal Soap Saver Bag',
    ],
    usage: 'How to use: Unwrap and enjoy. Each bar carries its own full label.',
    info: ['Amount: 3 bars and 1 soap saver', 'Gross weight: 1.1 lb (500 g)'],
  },
  {
    n: 1039,
    handle: 'self-care-sunday-gift-set',
    title: 'Self-Care Sunday Gift Set',
    type: 'Gift Set',
    collections: ['gift-sets', 'body-care'],
    price: 6800,
    tags: ['gift', 'set', 'bath'],
    images: ['box', 'jar', 'flower', 'flatlay'],
    intro: [
      'Everything for a slow Sunday evening, packed in a keepsake box. Full-size products rather than minis.',
    ],
    bullets: [
      'Magnesium & Chamomile Bath Flakes',
      'Whipped Shea Body Butter',
      'Pink Clay & Rose Petal Mask',
      'Lavender & Oat Cold Process Soap',
    ],
    warnings: ['Storage: Keep the box somewhere cool so the body butter stays whipped.'],
    info: ['Amount: 4 full-size products', 'Gross weight: 3.9 lb (1.8 kg)'],
  },
  {
    n: 1040,
    handle: 'glow-ritual-gift-set',
    title: 'Glow Ritual Skincare Gift Set',
    type: 'Gift Set',
    collections: ['gift-sets', 'skincare'],
    price: 7900,
    tags: ['gift', 'set', 'skincare'],
    images: ['box', 'bottle', 'botanical'],
    intro: [
      'Our morning-to-night face routine in one box. Comes with a printed card explaining the order of steps.',
    ],
    bullets: [
      'Jojoba Melting Cleansing Balm',
      'Rose Water Facial Toner',
      'Rosehip Glow Face Serum',
      'Calendula Daily Moisture Cream',
    ],
    usage: 'Directions: Follow the numbered steps on the card inside the lid.',
    info: ['Amount: 4 full-size products'],
  },
];

// ─────────────────────────────── builders ───────────────────────────────

/** Escape text for inclusion in HTML. */
export function escapeHtml(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Plain text from the limited HTML used in descriptions; line breaks kept as "\n", paragraphs as "\n\n". */
export function htmlToText(html) {
  return String(html)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|ul|ol|h[1-6]|div)>/gi, '\n\n')
    .replace(/<\/li>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** "Ingredients: a, b" → ['Ingredients', 'a, b'] */
function splitLabel(line) {
  const i = line.indexOf(':');
  return i < 0 ? [line, ''] : [line.slice(0, i), line.slice(i + 1).trim()];
}

function labelled(line, style) {
  const [label, rest] = splitLabel(line);
  if (style === 0) return `<p><strong>${escapeHtml(label)}:</strong> ${escapeHtml(rest)}</p>`;
  if (style === 1) return `<p><strong>${escapeHtml(label)}:</strong><br>${escapeHtml(rest)}</p>`;
  return `<p>${escapeHtml(label)}: ${escapeHtml(rest)}</p>`;
}

function buildDescriptionHtml(spec) {
  const style = spec.n % 3;
  const parts = {
    intro: spec.intro.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
    raw: (spec.rawTextParagraphs ?? []).map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
    bullets: spec.bullets?.length
      ? `<ul>${spec.bullets.map((b) => `<li>${escapeHtml(b)}</li>`).join('')}</ul>`
      : '',
    ingredients: spec.ingredients ? labelled(spec.ingredients, style === 1 ? 1 : style) : '',
    usage: spec.usage ? labelled(spec.usage, style === 1 ? 0 : style) : '',
    warnings: (spec.warnings ?? []).map((w) => labelled(w, style === 2 ? 2 : 0)).join(''),
    info: spec.info?.length
      ? `<p>${spec.info
          .map((l) => {
            const [label, rest] = splitLabel(l);
            return style === 2
              ? escapeHtml(l)
              : `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(rest)}`;
          })
          .join('<br>')}</p>`
      : '',
    footnotes: spec.footnotes?.length
      ? `<p>${spec.footnotes.map(escapeHtml).join('<br>')}</p>`
      : '',
  };
  const orders = [
    ['intro', 'raw', 'bullets', 'ingredients', 'usage', 'warnings', 'info', 'footnotes'],
    ['intro', 'raw', 'usage', 'bullets', 'ingredients', 'info', 'warnings', 'footnotes'],
    ['intro', 'raw', 'bullets', 'info', 'usage', 'ingredients', 'warnings', 'footnotes'],
  ];
  return orders[style].map((k) => parts[k]).join('');
}

/** Small deterministic PRNG so stock levels etc. never change between runs. */
function seeded(n) {
  let s = (n * 2654435761) % 4294967296;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

/** Round cents to a multiple of `step` cents. */
const roundTo = (cents, step) => Math.round(cents / step) * step;

/**
 * Prices for a product, by variant position. Bundles are cheaper per unit, Subscribe & Save is 15% off the
 * Standard price of the same bundle. compareAtPrice shows the undiscounted Standard single-unit price × quantity.
 */
function variantPrices(base) {
  const standard = [base, roundTo(base * 2 * 0.9, 50), roundTo(base * 3 * 0.85, 50)];
  const subscribe = standard.map((p) => roundTo(p * 0.85, 10));
  return {standard, subscribe};
}

const ALT_BY_KIND = {
  soap: (t) => `${t}: a hand-cut bar on a sprig of fresh botanicals`,
  bottle: (t) => `${t} in an amber glass dropper bottle`,
  jar: (t) => `${t} in a glass jar with the lid set beside it`,
  tube: (t) => `${t} in a soft squeeze tube`,
  pump: (t) => `${t} in a glass pump bottle`,
  pouch: (t) => `${t} in its kraft paper pouch`,
  capsules: (t) => `${t}: bottle with a few capsules scattered in front`,
  gummies: (t) => `${t}: jar of gummies with a few on the table`,
  box: (t) => `${t}: the gift box tied with a cotton ribbon`,
  sponge: (t) => `${t} on a slate tray`,
  balm: (t) => `${t} in an open tin`,
  botanical: (t) => `Botanical illustration of the plants used in ${t}`,
  flower: (t) => `Flowers that inspired ${t}`,
  flatlay: (t) => `${t} flat lay with its key ingredients`,
  texture: (t) => `Close-up of the texture of ${t}`,
};

function slug(text) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const YEAR_START = Date.UTC(2025, 0, 3, 15, 0, 0);
const DAY = 86_400_000;

function buildProduct(spec, index) {
  const rand = seeded(spec.n);
  const created = new Date(YEAR_START + index * 8 * DAY + Math.floor(rand() * 6) * 3_600_000);
  const published = new Date(created.getTime() + DAY);
  const updated = new Date(
    Math.min(created.getTime() + 21 * DAY, Date.UTC(2025, 11, 20, 12, 0, 0)),
  );
  const titleForAlt = spec.title.replace(/"[^"]*"/g, '').trim();

  const images = spec.images.map((kind, i) => ({
    __typename: 'Image',
    id: `gid://shopify/ProductImage/${spec.n}${String(i + 1).padStart(2, '0')}`,
    mediaId: `gid://shopify/MediaImage/${spec.n}${String(i + 1).padStart(2, '0')}`,
    file: `${spec.handle}-${i + 1}.svg`,
    kind,
    productKind: spec.images[0],
    altText: ALT_BY_KIND[kind](titleForAlt),
    width: 800,
    height: 800,
    productN: spec.n,
    index: i,
  }));

  const {standard, subscribe} = variantPrices(spec.price);
  const variants = [];
  PURCHASE_VALUES.forEach((purchase, pi) => {
    QUANTITY_VALUES.forEach((quantityLabel, qi) => {
      const position = pi * 3 + qi + 1;
      const title = `${purchase} / ${quantityLabel}`;
      const soldOut =
        spec.soldOut === 'all' || (Array.isArray(spec.soldOut) && spec.soldOut.includes(title));
      const price = pi === 0 ? standard[qi] : subscribe[qi];
      const undiscounted = spec.price * (qi + 1);
      const stock = soldOut ? 0 : 8 + Math.floor(rand() * 140);
      variants.push({
        __typename: 'ProductVariant',
        id: `gid://shopify/ProductVariant/${spec.n}${String(position).padStart(2, '0')}`,
        productId: `gid://shopify/Product/${spec.n}`,
        position,
        title,
        sku: `WR-${spec.n}-${pi === 0 ? 'STD' : 'SUB'}-${qi + 1}`,
        priceCents: price,
        compareAtPriceCents: undiscounted > price ? undiscounted : null,
        availableForSale: !soldOut,
        quantityAvailable: stock,
        selectedOptions: [
          {name: OPTION_PURCHASE, value: purchase},
          {name: OPTION_QUANTITY, value: quantityLabel},
        ],
        requiresShipping: true,
        weightGrams: 0,
        imageIndex: 0,
      });
    });
  });

  const descriptionHtml = buildDescriptionHtml(spec);
  const description = htmlToText(descriptionHtml);
  const prices = variants.map((v) => v.priceCents);

  return {
    __typename: 'Product',
    id: `gid://shopify/Product/${spec.n}`,
    n: spec.n,
    handle: spec.handle,
    title: spec.title,
    vendor: VENDOR,
    productType: spec.type,
    tags: spec.tags,
    collections: spec.collections,
    createdAt: created.toISOString().replace('.000Z', 'Z'),
    publishedAt: published.toISOString().replace('.000Z', 'Z'),
    updatedAt: updated.toISOString().replace('.000Z', 'Z'),
    descriptionHtml,
    description,
    hasIngredients: Boolean(spec.ingredients),
    seo: {
      title: `${spec.title} | ${VENDOR}`,
      description:
        spec.intro[0].length > 155
          ? `${spec.intro[0].slice(0, 152).replace(/\s+\S*$/, '')}...`
          : spec.intro[0],
    },
    images,
    options: [
      {
        id: `gid://shopify/ProductOption/${spec.n}1`,
        name: OPTION_PURCHASE,
        values: PURCHASE_VALUES,
        valueIds: PURCHASE_VALUES.map(
          (_, i) => `gid://shopify/ProductOptionValue/${spec.n}1${i + 1}`,
        ),
      },
      {
        id: `gid://shopify/ProductOption/${spec.n}2`,
        name: OPTION_QUANTITY,
        values: QUANTITY_VALUES,
        valueIds: QUANTITY_VALUES.map(
          (_, i) => `gid://shopify/ProductOptionValue/${spec.n}2${i + 1}`,
        ),
      },
    ],
    variants,
    minPriceCents: Math.min(...prices),
    maxPriceCents: Math.max(...prices),
    // a stable "best selling" rank: bestseller tag first, then by id
    bestSellingRank: (spec.tags.includes('bestseller') ? 0 : 1000) + index,
    slugTitle: slug(spec.title),
  };
}

/** @type {ReturnType<typeof buildProduct>[]} */
export const products = PRODUCT_SPECS.map(buildProduct);

// Give each variant a weight that roughly follows its quantity.
for (const p of products) {
  for (const v of p.variants) {
    const units = Number(v.selectedOptions[1].value[0]);
    v.weightGrams = units * (p.productType === 'Supplement' ? 120 : 150);
  }
}

export const collections = COLLECTION_SPECS.map((c) => {
  const members = products.filter((p) => p.collections.includes(c.handle));
  return {
    __typename: 'Collection',
    id: `gid://shopify/Collection/${400 + c.n}`,
    handle: c.handle,
    title: c.title,
    description: c.description,
    descriptionHtml: `<p>${escapeHtml(c.description)}</p>`,
    seo: {title: `${c.title} | ${VENDOR}`, description: c.seoDescription},
    // the collection image reuses the first member's featured image
    image: members[0]?.images[0] ?? null,
    productIds: members.map((p) => p.id),
    updatedAt: members.reduce(
      (acc, p) => (p.updatedAt > acc ? p.updatedAt : acc),
      '2025-01-01T00:00:00Z',
    ),
  };
});

export const productByHandle = new Map(products.map((p) => [p.handle, p]));
export const productById = new Map(products.map((p) => [p.id, p]));
export const variantById = new Map(products.flatMap((p) => p.variants.map((v) => [v.id, v])));
export const collectionByHandle = new Map(collections.map((c) => [c.handle, c]));
export const collectionById = new Map(collections.map((c) => [c.id, c]));
export const imageByFile = new Map(products.flatMap((p) => p.images.map((img) => [img.file, img])));

/** Handy facts for tests and docs. */
export const fixtures = {
  soldOutProductHandle: 'wild-rose-clay-soap',
  productWithSoldOutVariantHandle: 'charcoal-tea-tree-soap',
  soldOutVariantId: products
    .find((p) => p.handle === 'charcoal-tea-tree-soap')
    .variants.find((v) => !v.availableForSale).id,
  productWithoutIngredientsHandle: 'konjac-facial-sponge',
  markupProductHandle: 'oat-honey-soap-ends',
  discountCode: 'WELCOME10',
};
