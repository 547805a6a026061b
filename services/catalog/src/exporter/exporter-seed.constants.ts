import type { CITIES } from '@ped/contracts/options';

type City = (typeof CITIES)[number];

/** A product line an exporter of a category may list: price range in USD per unit. */
export interface SeedProductTemplate {
  name: string;
  description: string;
  unit: string;
  price: [number, number];
  minimumOrder: string;
}

/**
 * A second category a company of the trade plausibly also belongs to, and the products of that category's
 * profile it would list there (a rice mill that also packs spices lists its chilli powder).
 */
export interface SeedRelatedCategory {
  slug: string;
  products: string[];
}

export interface SeedCategoryProfile {
  /** Words for company names, e.g. "Indus" + "Textile Mills". */
  trades: string[];
  cities: City[];
  /** What a company of this trade may claim; none that the trade cannot hold (no organic rock salt). */
  certifications: string[];
  products: SeedProductTemplate[];
  /** One line of what the company does, after "{Company} is a(n) {city}-based …". */
  activity: string;
  /** Sentences of what a company of the trade does well; each description takes one or two. */
  strengths: string[];
  /** The only second categories its companies get; empty when no other category fits the trade. */
  related: SeedRelatedCategory[];
}

const p = (
  name: string,
  description: string,
  unit: string,
  price: [number, number],
  minimumOrder: string,
): SeedProductTemplate => ({ name, description, unit, price, minimumOrder });

export const SEED_NAME_PREFIXES = [
  'Indus',
  'Al-Noor',
  'Crescent',
  'Punjab',
  'Sindh',
  'Mehran',
  'Ravi',
  'Chenab',
  'Karakoram',
  'Margalla',
  'Shalimar',
  'Faisal',
  'Royal',
  'Green Valley',
  'Pak',
  'Zam Zam',
  'Hilal',
  'Star',
  'National',
  'United',
  'Gulberg',
  'Saqib',
  'Ittehad',
  'Kohinoor',
  'Shan',
  'Tariq',
  'Hamza',
  'Bilal',
  'Ayesha',
  'Qadri',
  'Zaitoon',
  'Sapphire',
  'Nishat',
  'Lucky',
  'Pioneer',
  'Premier',
  'Allied',
  'Continental',
  'Eastern',
  'Silk Road',
] as const;

export const SEED_CONTACT_NAMES = [
  'Muhammad Asif',
  'Ayesha Khan',
  'Imran Qureshi',
  'Sana Malik',
  'Usman Tariq',
  'Fatima Sheikh',
  'Bilal Ahmed',
  'Hina Raza',
  'Kamran Butt',
  'Nadia Hussain',
  'Zeeshan Ali',
  'Mehwish Iqbal',
  'Faisal Chaudhry',
  'Rabia Anwar',
  'Adnan Siddiqui',
  'Saima Javed',
  'Hamid Mirza',
  'Amna Farooq',
  'Tariq Mehmood',
  'Sadia Rehman',
] as const;

export const SEED_STREETS = [
  'Main Boulevard',
  'Industrial Estate Road',
  'G.T. Road',
  'Shahrah-e-Faisal',
  'Canal Road',
  'Ferozepur Road',
  'Jinnah Avenue',
  'Airport Road',
  'Sargodha Road',
  'Small Industries Estate',
  'SITE Area',
  'Korangi Industrial Area',
] as const;

/** By category slug (see category-seed.constants.ts). */
export const SEED_CATEGORY_PROFILES: Record<string, SeedCategoryProfile> = {
  'textiles-garments': {
    trades: ['Textile Mills', 'Apparel', 'Fabrics', 'Knitwear', 'Home Textiles'],
    cities: ['Faisalabad', 'Karachi', 'Lahore', 'Multan'],
    certifications: [
      'ISO Certification',
      'GOTS Certification',
      'Organic Certification',
      'Fair Trade Certification',
    ],
    activity: 'vertically integrated mill spinning, weaving and stitching cotton for European and US brands',
    strengths: [
      'Yarn, greige fabric and finished goods are made under one roof, so lead times hold at six to eight weeks.',
      "Its own dye house works to buyers' Pantone references and tests every lot for colour fastness.",
      'Lines run from 20s to 80s count cotton, with recycled and organic blends on request.',
      'Cutting and stitching halls turn out some 40,000 pieces a day in peak season.',
    ],
    related: [
      { slug: 'sports-goods', products: ['Sublimated Team Jersey'] },
      { slug: 'handicrafts', products: ['Embroidered Cushion Cover'] },
    ],
    products: [
      p(
        'Combed Cotton Yarn 30s',
        'Ring-spun 100% cotton yarn for knitting, waxed cones.',
        'kg',
        [2.4, 3.6],
        '5,000 kg',
      ),
      p(
        'Denim Fabric 12 oz',
        'Indigo rope-dyed stretch denim, 58/60 inch width.',
        'meter',
        [3.2, 5.5],
        '3,000 meters',
      ),
      p(
        'Cotton Bed Sheet Set',
        '200 thread count percale sheet set, custom sizes and prints.',
        'set',
        [8, 16],
        '500 sets',
      ),
      p(
        'Terry Bath Towel',
        '500 GSM ring-spun terry towels, dobby border.',
        'piece',
        [2.2, 4.8],
        '1,000 pieces',
      ),
      p(
        'Knitted Polo Shirt',
        'Pique knit polo, 220 GSM, private label available.',
        'piece',
        [3.5, 7],
        '1,200 pieces',
      ),
      p(
        'Men’s Denim Jeans',
        'Five-pocket jeans, stone and enzyme washes.',
        'piece',
        [6.5, 12],
        '1,000 pieces',
      ),
      p(
        'Organic Cotton T-Shirt',
        'GOTS-certified jersey tees, 160 GSM.',
        'piece',
        [2.8, 5.2],
        '2,000 pieces',
      ),
      p(
        'Greige Poplin Fabric',
        'Unbleached 133x72 poplin for printing houses.',
        'meter',
        [0.9, 1.6],
        '10,000 meters',
      ),
    ],
  },
  'rice-grains': {
    trades: ['Rice Mills', 'Grains', 'Agro Foods', 'Rice Exports'],
    cities: ['Lahore', 'Karachi', 'Multan', 'Faisalabad'],
    certifications: ['ISO Certification', 'Halal Certification', 'Organic Certification', 'FDA Approval'],
    activity: 'rice mill sorting and polishing basmati and long-grain rice for the Gulf, Europe and Africa',
    strengths: [
      'Paddy is bought directly from growers in the Kalar belt and aged for at least a year before milling.',
      'Sortex machines and laser grading keep broken grains under two per cent.',
      "Rice leaves in 1 kg retail packs up to 50 kg woven bags, under the buyer's brand if wanted.",
      'Every lot is tested for moisture, aflatoxin and pesticide residues before it is loaded.',
    ],
    related: [
      { slug: 'spices-herbs', products: ['Red Chilli Powder', 'Coriander Seeds'] },
      { slug: 'fruits-vegetables', products: ['Aseel Dates'] },
    ],
    products: [
      p(
        'Super Kernel Basmati Rice',
        'Aged extra-long grain basmati, sortexed, 2% broken max.',
        'metric ton',
        [1050, 1350],
        '25 metric tons',
      ),
      p(
        '1121 Sella Basmati Rice',
        'Golden parboiled 1121, average grain length 8.3 mm.',
        'metric ton',
        [980, 1250],
        '25 metric tons',
      ),
      p(
        'IRRI-6 Long Grain White Rice',
        '5% broken, double polished, new crop.',
        'metric ton',
        [420, 520],
        '100 metric tons',
      ),
      p(
        'IRRI-9 Parboiled Rice',
        'Parboiled long grain for West African markets.',
        'metric ton',
        [450, 560],
        '100 metric tons',
      ),
      p(
        'Brown Basmati Rice',
        'Whole-grain basmati, vacuum packed.',
        'metric ton',
        [1150, 1450],
        '10 metric tons',
      ),
      p('Yellow Maize', 'Feed-grade maize, moisture 14% max.', 'metric ton', [240, 300], '500 metric tons'),
      p(
        'Red Lentils (Masoor)',
        'Split red lentils, machine cleaned.',
        'metric ton',
        [650, 820],
        '25 metric tons',
      ),
    ],
  },
  'salt-minerals': {
    trades: ['Salt Company', 'Minerals', 'Himalayan Salt', 'Mining'],
    cities: ['Lahore', 'Islamabad', 'Karachi'],
    certifications: ['ISO Certification', 'Halal Certification', 'FDA Approval', 'CE Marking'],
    activity: 'processor of Khewra rock salt for food, bath and décor markets',
    strengths: [
      'Salt is mined from the Salt Range and cut, ground and packed in its own plant.',
      'Lamps, bricks and cooking blocks are carved by hand, so each piece is slightly different.',
      'Food-grade salt is washed, dried and sieved to fine, medium or coarse grades.',
      'It packs in shaker jars, kraft pouches or 25 kg bags, with private labels on request.',
    ],
    related: [{ slug: 'marble-granite', products: ['Green Onyx Block'] }],
    products: [
      p(
        'Himalayan Pink Salt Fine',
        'Food-grade pink salt, 0.5–1 mm, in 25 kg bags.',
        'metric ton',
        [110, 180],
        '20 metric tons',
      ),
      p(
        'Himalayan Salt Lamp',
        'Hand-carved natural salt lamp with wooden base, 2–3 kg.',
        'piece',
        [4.5, 9],
        '500 pieces',
      ),
      p(
        'Pink Salt Cooking Block',
        'Polished salt slab 8x8x1.5 inch for grilling.',
        'piece',
        [5, 10],
        '300 pieces',
      ),
      p(
        'Animal Lick Salt',
        'Natural salt licks with rope, 2–5 kg.',
        'metric ton',
        [90, 140],
        '25 metric tons',
      ),
      p(
        'Bath Salt Coarse',
        'Coarse pink salt for spa and bath products.',
        'metric ton',
        [150, 240],
        '10 metric tons',
      ),
      p(
        'Gypsum Powder',
        'Agricultural and construction grade gypsum, 90% purity.',
        'metric ton',
        [35, 60],
        '500 metric tons',
      ),
    ],
  },
  'surgical-instruments': {
    trades: ['Surgical', 'Surgical Instruments', 'Medical Instruments', 'Dental Instruments'],
    cities: ['Sialkot', 'Sialkot', 'Sialkot', 'Lahore'],
    certifications: ['ISO Certification', 'CE Marking', 'FDA Approval'],
    activity: 'manufacturer of stainless-steel surgical, dental and beauty instruments',
    strengths: [
      'Instruments are forged from German and Japanese stainless steel and passivated after finishing.',
      "Each piece is laser-marked for traceability and checked against the buyer's drawings.",
      'It makes to catalogue patterns or to samples, in runs from 100 pieces.',
      'Single-use and reusable ranges are packed sterile or non-sterile to order.',
    ],
    related: [{ slug: 'cutlery-hardware', products: ['Stainless Steel Cutlery Set'] }],
    products: [
      p(
        'Mayo Scissors Curved',
        'German stainless steel, 17 cm, autoclavable.',
        'piece',
        [1.8, 4.5],
        '200 pieces',
      ),
      p('Needle Holder Mayo-Hegar', 'Tungsten-carbide inserts, 16 cm.', 'piece', [4, 12], '100 pieces'),
      p(
        'Dental Extraction Forceps',
        'Upper and lower molar patterns, satin finish.',
        'piece',
        [3.5, 8],
        '100 pieces',
      ),
      p('Tissue Forceps Adson', 'Serrated 1x2 teeth, 12 cm.', 'piece', [1.2, 3], '300 pieces'),
      p('Scalpel Handle No. 3', 'Stainless steel handle with scale.', 'piece', [0.8, 2], '500 pieces'),
      p('Cuticle Nipper', 'Beauty instrument, double spring, jaw 1/2.', 'piece', [1.5, 4], '500 pieces'),
      p('Orthopedic Bone Rongeur', 'Double action, 23 cm.', 'piece', [18, 45], '20 pieces'),
      p(
        'Surgical Instrument Set Basic',
        'Minor surgery set of 12 instruments in a tray.',
        'set',
        [25, 60],
        '50 sets',
      ),
    ],
  },
  'leather-products': {
    trades: ['Leather', 'Leather Works', 'Tanneries', 'Leather Garments'],
    cities: ['Karachi', 'Lahore', 'Sialkot', 'Multan'],
    certifications: ['ISO Certification', 'CE Marking'],
    activity: 'tannery and workshop making leather garments, gloves and accessories',
    strengths: [
      "Hides are tanned in its own drums, chrome-free on request, and finished to the buyer's hand feel.",
      'Pattern makers turn a sketch into a fitted sample within ten days.',
      'Stitching lines handle small runs of 100 pieces as well as seasonal programmes.',
      'Leather is sourced from the cattle and goat of Punjab and traced from the abattoir.',
    ],
    related: [{ slug: 'sports-goods', products: ['Boxing Gloves', 'Goalkeeper Gloves'] }],
    products: [
      p(
        'Sheepskin Leather Jacket',
        'Lambskin biker jacket, YKK zips, custom linings.',
        'piece',
        [45, 95],
        '100 pieces',
      ),
      p(
        'Cowhide Finished Leather',
        'Full-grain chrome-tanned cowhide, 1.2–1.4 mm.',
        'sq ft',
        [1.4, 2.6],
        '5,000 sq ft',
      ),
      p('Leather Work Gloves', 'Split cowhide driver gloves, EN 388.', 'pair', [1.6, 3.5], '1,000 pairs'),
      p('Leather Wallet', 'Bifold wallet, RFID lining, embossed logo.', 'piece', [3, 7.5], '300 pieces'),
      p('Motorbike Leather Suit', 'One-piece racing suit with CE armour.', 'piece', [120, 240], '20 pieces'),
      p('Leather Tote Bag', 'Vegetable-tanned leather tote, hand-stitched.', 'piece', [18, 40], '100 pieces'),
    ],
  },
  'sports-goods': {
    trades: ['Sports', 'Sports Industries', 'Sportswear', 'Football Company'],
    cities: ['Sialkot', 'Sialkot', 'Lahore'],
    certifications: ['ISO Certification', 'Fair Trade Certification', 'CE Marking'],
    activity: 'maker of match balls, gloves and team sportswear',
    strengths: [
      'Match balls are hand-stitched and thermo-bonded, and tested for weight, bounce and water uptake.',
      'Sublimation printing lets each club order its own design from 50 kits.',
      "Every order is made to the buyer's specification, from a ball's panel count to a glove's cut.",
      'It has supplied clubs and academies across Europe for several seasons.',
    ],
    related: [
      { slug: 'leather-products', products: ['Leather Work Gloves'] },
      { slug: 'textiles-garments', products: ['Knitted Polo Shirt'] },
    ],
    products: [
      p(
        'Thermo-Bonded Match Football',
        'Size 5, PU cover, FIFA Quality Pro construction.',
        'piece',
        [9, 22],
        '500 pieces',
      ),
      p(
        'Hand-Stitched Training Football',
        '32-panel PU ball, butyl bladder.',
        'piece',
        [4, 8],
        '1,000 pieces',
      ),
      p('Boxing Gloves', 'Cowhide leather gloves, 10–16 oz.', 'pair', [12, 30], '200 pairs'),
      p('English Willow Cricket Bat', 'Grade 2 willow, full size.', 'piece', [35, 90], '50 pieces'),
      p('Goalkeeper Gloves', 'German latex palm, negative cut.', 'pair', [6, 15], '300 pairs'),
      p('Sublimated Team Jersey', 'Custom sublimated polyester jerseys.', 'piece', [5, 11], '200 pieces'),
      p('Rugby Ball', 'Match rugby ball, grip pimples, size 5.', 'piece', [7, 16], '300 pieces'),
    ],
  },
  'carpets-rugs': {
    trades: ['Carpets', 'Rugs', 'Carpet House', 'Handknots'],
    cities: ['Lahore', 'Karachi', 'Multan'],
    certifications: ['ISO Certification', 'Fair Trade Certification'],
    activity: 'workshop of hand-knotted wool and silk carpets in Bokhara and Mamluk designs',
    strengths: [
      'Every carpet is knotted by hand by weavers in villages around the city.',
      'Wool is hand-spun and dyed with vegetable dyes in small batches.',
      'Custom sizes and colours are woven to order, with a design sketch before knotting starts.',
      'Finished rugs are washed, stretched and checked knot by knot before shipping.',
    ],
    related: [{ slug: 'handicrafts', products: ['Embroidered Cushion Cover'] }],
    products: [
      p(
        'Hand-Knotted Bokhara Rug',
        'New Zealand wool, 9/18 knots, vegetable dyes.',
        'sq ft',
        [9, 18],
        '500 sq ft',
      ),
      p(
        'Silk on Silk Carpet',
        'Pure silk pile and foundation, 16/18 quality.',
        'sq ft',
        [45, 90],
        '100 sq ft',
      ),
      p('Chobi Ziegler Rug', 'Hand-spun wool, washed for an antique look.', 'sq ft', [14, 28], '300 sq ft'),
      p('Handwoven Kilim', 'Flat-weave wool kilim, tribal motifs.', 'sq ft', [4, 9], '500 sq ft'),
      p('Gabbeh Runner', 'Hand-knotted runner 2.5 x 10 ft.', 'piece', [90, 220], '20 pieces'),
    ],
  },
  'fruits-vegetables': {
    trades: ['Fresh Produce', 'Agro Exports', 'Fruit Company', 'Farms'],
    cities: ['Multan', 'Karachi', 'Lahore', 'Faisalabad'],
    certifications: ['Halal Certification', 'Organic Certification', 'ISO Certification', 'FDA Approval'],
    activity: 'grower and packer of mangoes, citrus and vegetables with hot-water treatment plants',
    strengths: [
      'Fruit comes from its own orchards and contract growers, picked and packed within a day.',
      'Hot-water and vapour-heat treatment meet the quarantine rules of its markets.',
      'Cold chain runs from the pack house to the port, with data loggers in every container.',
      'The season runs from May to August for mangoes and November to March for kinnow.',
    ],
    related: [
      { slug: 'rice-grains', products: ['Red Lentils (Masoor)'] },
      { slug: 'spices-herbs', products: ['Dried Fenugreek Leaves'] },
    ],
    products: [
      p('Sindhri Mango', 'Hot-water treated Sindhri mangoes, 5 kg boxes.', 'box', [7, 12], '1,000 boxes'),
      p('Chaunsa Mango', 'White Chaunsa, air and sea freight packing.', 'box', [8, 14], '1,000 boxes'),
      p('Kinnow Mandarin', 'Waxed and graded Kinnow, 10 kg cartons.', 'carton', [6, 9.5], '2,000 cartons'),
      p('Aseel Dates', 'Pitted Aseel dates from Khairpur.', 'kg', [1.4, 2.6], '5,000 kg'),
      p('Red Onion', 'Fresh red onion, 45–65 mm, mesh bags.', 'metric ton', [180, 320], '25 metric tons'),
      p('Fresh Potatoes', 'Cardinal variety, washed and graded.', 'metric ton', [160, 260], '25 metric tons'),
    ],
  },
  seafood: {
    trades: ['Seafoods', 'Fisheries', 'Marine Products', 'Sea Foods'],
    cities: ['Karachi', 'Karachi'],
    certifications: ['Halal Certification', 'ISO Certification', 'FDA Approval'],
    activity: 'EU-approved processor of frozen shrimp, fish and cephalopods',
    strengths: [
      'The plant is on the EU list of approved establishments and audited every year.',
      'Catch is landed at Karachi fish harbour and processed within hours.',
      "It freezes block, IQF and semi-IQF, glazed and packed to the buyer's sizes.",
      'Every batch is tested for histamine, heavy metals and antibiotics.',
    ],
    related: [],
    products: [
      p('Frozen Vannamei Shrimp', 'Head-on shell-on, IQF, 31/40 count.', 'kg', [5.5, 8.5], '10,000 kg'),
      p('Frozen Ribbon Fish', 'Whole round, block frozen.', 'kg', [1.2, 2.2], '20,000 kg'),
      p('Frozen Squid Whole', 'Loligo squid, IQF.', 'kg', [2.4, 3.8], '10,000 kg'),
      p('Frozen Cuttlefish', 'Whole cleaned cuttlefish, block frozen.', 'kg', [2.8, 4.2], '10,000 kg'),
      p('Frozen Croaker Fish', 'Whole round croaker, 300–500 g.', 'kg', [1.5, 2.5], '20,000 kg'),
    ],
  },
  chemicals: {
    trades: ['Chemicals', 'Chemical Industries', 'Dyes & Chemicals', 'Petrochem'],
    cities: ['Karachi', 'Lahore', 'Faisalabad'],
    certifications: ['ISO Certification'],
    activity: 'manufacturer and trader of industrial and textile chemicals',
    strengths: [
      'Its laboratory matches shades and tests every batch before dispatch.',
      "It supplies the country's textile mills, so its auxiliaries are proven at scale.",
      'Products ship in drums, IBCs or flexitanks with full safety data sheets.',
      "Technical staff visit buyers' plants to set recipes and solve problems.",
    ],
    related: [],
    products: [
      p('Soda Ash Dense', 'Sodium carbonate 99.2%, 50 kg bags.', 'metric ton', [210, 290], '50 metric tons'),
      p(
        'Caustic Soda Flakes',
        'Sodium hydroxide 98%, 25 kg bags.',
        'metric ton',
        [380, 480],
        '25 metric tons',
      ),
      p('Reactive Dyes', 'Reactive dyes for cotton, full shade card.', 'kg', [4, 9], '1,000 kg'),
      p(
        'Sodium Silicate',
        'Liquid sodium silicate for detergents.',
        'metric ton',
        [150, 230],
        '25 metric tons',
      ),
      p('Hydrogen Peroxide 50%', 'Industrial grade, in drums.', 'metric ton', [420, 560], '20 metric tons'),
    ],
  },
  pharmaceuticals: {
    trades: ['Pharma', 'Pharmaceuticals', 'Laboratories', 'Life Sciences'],
    cities: ['Lahore', 'Karachi', 'Islamabad'],
    certifications: ['ISO Certification', 'FDA Approval', 'Halal Certification'],
    activity: 'maker of generic medicines and herbal products',
    strengths: [
      'Its plant works under WHO-GMP, with separate lines for tablets, capsules and liquids.',
      'Registration dossiers in CTD format are ready for most products.',
      "It makes under the buyer's brand as well as its own.",
      'Stability studies run for every product at the climatic zones of its markets.',
    ],
    related: [{ slug: 'spices-herbs', products: ['Turmeric Powder'] }],
    products: [
      p(
        'Paracetamol Tablets 500 mg',
        'Blister packs of 10, bulk or private label.',
        'box of 100',
        [0.9, 1.6],
        '10,000 boxes',
      ),
      p(
        'Amoxicillin Capsules 500 mg',
        'Generic amoxicillin, 10x10 blister.',
        'box of 100',
        [2.2, 3.8],
        '5,000 boxes',
      ),
      p(
        'Herbal Cough Syrup',
        'Honey and herb syrup, 120 ml bottles.',
        'bottle',
        [0.7, 1.3],
        '10,000 bottles',
      ),
      p('Oral Rehydration Salts', 'WHO formula ORS sachets.', 'sachet', [0.05, 0.12], '100,000 sachets'),
      p('Multivitamin Syrup', 'Paediatric multivitamin, 120 ml.', 'bottle', [0.8, 1.5], '10,000 bottles'),
    ],
  },
  electronics: {
    trades: ['Electric', 'Electricals', 'Electronics', 'Power Solutions'],
    cities: ['Lahore', 'Karachi', 'Islamabad', 'Faisalabad'],
    certifications: ['ISO Certification', 'CE Marking'],
    activity: 'manufacturer of fans, switchgear, cables and meters',
    strengths: [
      'Copper-wound motors and tested components give its products long service lives.',
      'Products are tested to IEC standards in its own laboratory.',
      'It makes under its own brand and for other brands, with custom colours and packaging.',
      'Spare parts and service manuals come with every shipment.',
    ],
    related: [{ slug: 'engineering-manufacturing', products: ['Centrifugal Water Pump'] }],
    products: [
      p('Ceiling Fan 56 inch', 'Copper-wound ceiling fan, energy saver.', 'piece', [22, 38], '300 pieces'),
      p('Pedestal Fan 24 inch', 'Three-speed pedestal fan, metal blades.', 'piece', [18, 30], '300 pieces'),
      p('PVC Insulated Copper Cable', 'Single-core 2.5 mm², 90 m coils.', 'coil', [28, 45], '500 coils'),
      p('Energy Meter Single Phase', 'Static energy meter, IEC 62053.', 'piece', [7, 14], '1,000 pieces'),
      p(
        'Distribution Transformer 100 kVA',
        'Oil-immersed, copper windings.',
        'piece',
        [2400, 3600],
        '5 pieces',
      ),
      p('Miniature Circuit Breaker', 'MCB 6–63 A, 10 kA.', 'piece', [1.1, 2.4], '2,000 pieces'),
    ],
  },
  handicrafts: {
    trades: ['Handicrafts', 'Crafts', 'Artisans', 'Decor'],
    cities: ['Multan', 'Lahore', 'Karachi', 'Islamabad'],
    certifications: ['Fair Trade Certification'],
    activity: 'cooperative of artisans making onyx, brass, camel-skin and embroidered décor',
    strengths: [
      'Each piece is made by hand, so no two are quite the same.',
      'Artisans are paid fairly and work from their homes and small workshops.',
      'It mixes products in one carton, so a shop can order a small assortment.',
      'New collections are designed with buyers for each season.',
    ],
    related: [
      { slug: 'carpets-rugs', products: ['Handwoven Kilim'] },
      { slug: 'furniture', products: ['Wooden Coffee Table'] },
    ],
    products: [
      p('Onyx Marble Vase', 'Hand-carved green onyx vase, 10 inch.', 'piece', [9, 22], '100 pieces'),
      p('Camel Skin Lamp', 'Multani naqashi camel-skin table lamp.', 'piece', [14, 32], '50 pieces'),
      p('Brass Candle Holder', 'Engraved brass candle stand.', 'piece', [5, 12], '200 pieces'),
      p('Blue Pottery Plate', 'Multani blue pottery, hand painted.', 'piece', [4, 10], '200 pieces'),
      p(
        'Embroidered Cushion Cover',
        'Sindhi mirror-work cushion cover, 16x16 inch.',
        'piece',
        [3, 7],
        '300 pieces',
      ),
      p('Truck Art Kettle', 'Hand-painted truck art metal kettle.', 'piece', [6, 14], '100 pieces'),
    ],
  },
  furniture: {
    trades: ['Furniture', 'Woodcraft', 'Interiors', 'Furnishings'],
    cities: ['Lahore', 'Faisalabad', 'Karachi'],
    certifications: ['ISO Certification'],
    activity: 'workshop of carved Chiniot sheesham furniture and modern office furniture',
    strengths: [
      'Timber is seasoned in its own kilns before it is cut.',
      'Carvers in Chiniot work each piece by hand in traditional patterns.',
      'Furniture ships knocked down or assembled, packed to survive a container journey.',
      'It makes to drawings for hotels and offices as well as its own designs.',
    ],
    related: [{ slug: 'handicrafts', products: ['Brass Candle Holder'] }],
    products: [
      p(
        'Carved Sheesham Dining Set',
        'Six-seater solid sheesham set, hand carved.',
        'set',
        [650, 1400],
        '5 sets',
      ),
      p('Rattan Armchair', 'Cane and rattan lounge chair.', 'piece', [45, 95], '50 pieces'),
      p('Executive Office Desk', 'Walnut veneer desk with side return.', 'piece', [180, 420], '20 pieces'),
      p(
        'Chiniot Carved Bed',
        'King-size solid wood bed, hand-carved headboard.',
        'piece',
        [480, 1100],
        '5 pieces',
      ),
      p('Wooden Coffee Table', 'Mango wood coffee table, lacquer finish.', 'piece', [60, 140], '30 pieces'),
    ],
  },
  'marble-granite': {
    trades: ['Marble', 'Marble & Granite', 'Stone Works', 'Onyx'],
    cities: ['Karachi', 'Islamabad', 'Lahore'],
    certifications: ['ISO Certification', 'CE Marking'],
    activity: 'quarry owner and processor of marble, onyx and granite blocks, slabs and tiles',
    strengths: [
      'Blocks come from its own quarries, so colour stays consistent across an order.',
      'Gang saws and polishing lines cut slabs and tiles to size.',
      'Finishes include polished, honed, tumbled and leather.',
      'Projects get a dry lay of the slabs before loading, photographed for the buyer.',
    ],
    related: [{ slug: 'salt-minerals', products: ['Gypsum Powder'] }],
    products: [
      p('Ziarat White Marble Slab', 'Polished slabs 2 cm, random sizes.', 'sq m', [22, 40], '500 sq m'),
      p('Black Gold Marble Tile', 'Polished tiles 60x60 cm.', 'sq m', [18, 32], '500 sq m'),
      p('Green Onyx Block', 'Raw onyx blocks from Chagai.', 'metric ton', [450, 900], '20 metric tons'),
      p('Sunny Grey Marble Tile', 'Honed tiles 30x60 cm.', 'sq m', [12, 22], '1,000 sq m'),
      p('Granite Countertop', 'Polished granite, custom cut.', 'sq m', [45, 85], '200 sq m'),
    ],
  },
  'cutlery-hardware': {
    trades: ['Cutlery', 'Cutlery Works', 'Hardware', 'Tools'],
    cities: ['Lahore', 'Sialkot', 'Faisalabad'],
    certifications: ['ISO Certification', 'CE Marking'],
    activity: 'Wazirabad-trained maker of cutlery, kitchen knives and hand tools',
    strengths: [
      'Blades are forged, ground and tempered in its own workshop.',
      'It works in stainless, Damascus and high-carbon steel, with wood, horn or resin handles.',
      "Buyers' logos are etched or engraved at no extra cost above 500 pieces.",
      'Every blade is sharpened and checked by hand before packing.',
    ],
    related: [
      { slug: 'surgical-instruments', products: ['Cuticle Nipper'] },
      { slug: 'engineering-manufacturing', products: ['Gate Valve DN100'] },
    ],
    products: [
      p('Stainless Steel Cutlery Set', '24-piece set, mirror polish.', 'set', [8, 18], '300 sets'),
      p('Damascus Chef Knife', '8 inch Damascus steel, resin handle.', 'piece', [18, 45], '100 pieces'),
      p('Hunting Knife', 'Fixed blade with leather sheath.', 'piece', [9, 24], '200 pieces'),
      p('Combination Pliers', 'Drop-forged carbon steel, 8 inch.', 'piece', [1.6, 3.5], '1,000 pieces'),
      p('Brass Door Lock', 'Mortise lock set with three keys.', 'piece', [4, 9], '500 pieces'),
    ],
  },
  'spices-herbs': {
    trades: ['Spices', 'Foods', 'Masala', 'Herbs'],
    cities: ['Karachi', 'Lahore', 'Multan'],
    certifications: ['Halal Certification', 'ISO Certification', 'Organic Certification', 'FDA Approval'],
    activity: 'processor of whole and ground spices and ready-to-cook spice mixes',
    strengths: [
      'Spices are cleaned, sterilised with steam and ground at low temperature to keep their oils.',
      'Each lot is tested for aflatoxin, Sudan dyes and microbial counts.',
      'It packs retail jars and pouches as well as 25 kg bulk bags.',
      'Recipes for spice mixes are developed with buyers for their markets.',
    ],
    related: [
      { slug: 'rice-grains', products: ['Super Kernel Basmati Rice'] },
      { slug: 'fruits-vegetables', products: ['Aseel Dates'] },
    ],
    products: [
      p('Red Chilli Powder', 'Kunri red chilli, steam sterilised.', 'kg', [2.2, 3.6], '2,000 kg'),
      p('Turmeric Powder', 'Curcumin 3%+, ground turmeric.', 'kg', [1.8, 3], '2,000 kg'),
      p('Biryani Masala Mix', 'Ready-to-cook spice mix, 50 g boxes.', 'box', [0.35, 0.7], '20,000 boxes'),
      p('Coriander Seeds', 'Whole coriander, machine cleaned.', 'kg', [1.1, 1.9], '5,000 kg'),
      p('Cumin Seeds', 'Whole cumin, 99% purity.', 'kg', [3.2, 5], '2,000 kg'),
      p('Dried Fenugreek Leaves', 'Kasuri methi, sun dried.', 'kg', [2.5, 4.5], '1,000 kg'),
    ],
  },
  'engineering-manufacturing': {
    trades: ['Engineering', 'Industries', 'Auto Parts', 'Engineering Works'],
    cities: ['Lahore', 'Karachi', 'Faisalabad', 'Islamabad'],
    certifications: ['ISO Certification', 'CE Marking'],
    activity: 'engineering firm making auto parts, pumps and agricultural machinery',
    strengths: [
      'Machining runs on CNC lathes and machining centres with CMM inspection.',
      "It forges, casts and machines in its own plant, to the buyer's drawings.",
      'It supplies assemblers at home, so its parts meet automotive quality systems.',
      'Prototypes are delivered within four weeks of approved drawings.',
    ],
    related: [
      { slug: 'electronics', products: ['Miniature Circuit Breaker'] },
      { slug: 'cutlery-hardware', products: ['Combination Pliers'] },
    ],
    products: [
      p('Tractor Disc Harrow', '20-disc mounted harrow.', 'piece', [650, 1100], '10 pieces'),
      p('Centrifugal Water Pump', 'Cast-iron pump, 3 inch outlet.', 'piece', [85, 180], '50 pieces'),
      p('Brake Shoe Set', 'Brake shoes for light commercial vehicles.', 'set', [6, 14], '500 sets'),
      p('Gate Valve DN100', 'Cast-iron gate valve, PN16.', 'piece', [38, 75], '100 pieces'),
      p('Wheat Thresher', 'PTO-driven multi-crop thresher.', 'piece', [1800, 3200], '2 pieces'),
    ],
  },
};
