import type { CreateCategoryCommand } from '@ped/contracts/catalog';

/** The directory's 18 product categories, in the order the home page shows them. */
export const SEED_CATEGORIES: CreateCategoryCommand[] = [
  {
    name: 'Textiles & Garments',
    slug: 'textiles-garments',
    description:
      'Cotton yarn, denim, home textiles, knitwear and ready-made garments from Faisalabad, Karachi and Lahore.',
  },
  {
    name: 'Rice & Grains',
    slug: 'rice-grains',
    description: 'Super Kernel and 1121 basmati, IRRI-6 and IRRI-9 long grain, wheat, maize and pulses.',
  },
  {
    name: 'Salt & Minerals',
    slug: 'salt-minerals',
    description:
      'Himalayan pink salt for food and bath, salt lamps and licks, gypsum, chromite and other minerals.',
  },
  {
    name: 'Surgical Instruments',
    slug: 'surgical-instruments',
    description:
      'Sialkot-made surgical, dental and beauty instruments in stainless steel, CE and FDA compliant.',
  },
  {
    name: 'Leather Products',
    slug: 'leather-products',
    description:
      'Finished leather, jackets, gloves, footwear, bags and accessories from Karachi, Lahore and Sialkot.',
  },
  {
    name: 'Sports Goods',
    slug: 'sports-goods',
    description: 'Match footballs, cricket bats, boxing gloves, sportswear and team uniforms from Sialkot.',
  },
  {
    name: 'Carpets & Rugs',
    slug: 'carpets-rugs',
    description:
      'Hand-knotted wool and silk carpets, kilims and modern rugs in traditional Pakistani designs.',
  },
  {
    name: 'Fruits & Vegetables',
    slug: 'fruits-vegetables',
    description:
      'Sindhri and Chaunsa mangoes, Kinnow mandarins, dates, onions and potatoes, fresh and processed.',
  },
  {
    name: 'Seafood',
    slug: 'seafood',
    description: 'Frozen shrimp, fish and cephalopods processed in EU-approved plants in Karachi.',
  },
  {
    name: 'Chemicals',
    slug: 'chemicals',
    description: 'Soda ash, caustic soda, industrial and specialty chemicals, dyes and pigments.',
  },
  {
    name: 'Pharmaceuticals',
    slug: 'pharmaceuticals',
    description:
      'Generic medicines, herbal products and active ingredients from GMP-certified manufacturers.',
  },
  {
    name: 'Electronics',
    slug: 'electronics',
    description: 'Electrical fans, switchgear, cables, transformers, meters and consumer electronics.',
  },
  {
    name: 'Handicrafts',
    slug: 'handicrafts',
    description: 'Onyx and brass decor, camel-skin lamps, embroidered textiles, pottery and truck art.',
  },
  {
    name: 'Furniture',
    slug: 'furniture',
    description: 'Carved wooden furniture from Chiniot, cane and rattan pieces, and modern office furniture.',
  },
  {
    name: 'Marble & Granite',
    slug: 'marble-granite',
    description:
      'Onyx, marble and granite blocks, slabs and tiles quarried in Balochistan and Khyber Pakhtunkhwa.',
  },
  {
    name: 'Cutlery & Hardware',
    slug: 'cutlery-hardware',
    description: 'Wazirabad cutlery, kitchen knives, hand tools, locks and builders’ hardware.',
  },
  {
    name: 'Spices & Herbs',
    slug: 'spices-herbs',
    description: 'Red chilli, turmeric, coriander, cumin, ready-to-cook spice mixes and medicinal herbs.',
  },
  {
    name: 'Engineering & Manufacturing',
    slug: 'engineering-manufacturing',
    description: 'Auto parts, agricultural machinery, pumps, valves and contract metal fabrication.',
  },
];
