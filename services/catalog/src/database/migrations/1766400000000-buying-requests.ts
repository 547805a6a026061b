import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A template field as stored (libs/contracts/src/options/requirement-templates.ts's TemplateField). */
interface Field {
  key: string;
  label: string;
  type: 'text' | 'number' | 'select' | 'multiselect';
  options?: string[];
  unit?: string;
  required: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
}

/** The first templates, by the seeded categories' slugs (a category created later may get one as data). */
const TEMPLATES: Record<string, Field[]> = {
  'rice-grains': [
    {
      key: 'variety',
      label: 'Variety',
      type: 'select',
      options: [
        '1121 Basmati',
        'Super Kernel Basmati',
        '1509 Basmati',
        'PK-386',
        'IRRI-6',
        'IRRI-9',
        'Other',
      ],
      required: true,
    },
    {
      key: 'processing',
      label: 'Processing',
      type: 'select',
      options: ['Sella (parboiled)', 'Steamed', 'White', 'Brown'],
      required: true,
    },
    {
      key: 'grainLength',
      label: 'Grain length',
      type: 'number',
      unit: 'mm',
      min: 4,
      max: 10,
      required: false,
    },
    { key: 'brokenPercent', label: 'Broken', type: 'number', unit: '%', min: 0, max: 100, required: true },
    {
      key: 'moisturePercent',
      label: 'Moisture',
      type: 'number',
      unit: '%',
      min: 0,
      max: 20,
      required: false,
    },
    {
      key: 'packing',
      label: 'Packing',
      type: 'select',
      options: [
        '5 kg bags',
        '10 kg bags',
        '25 kg PP bags',
        '50 kg PP bags',
        '50 kg jute bags',
        'Bulk',
        'Private label',
      ],
      required: true,
    },
  ],
  'textiles-garments': [
    { key: 'product', label: 'Product', type: 'text', maxLength: 100, required: true },
    {
      key: 'fabric',
      label: 'Fabric',
      type: 'select',
      options: [
        'Cotton',
        'Polyester',
        'Poly-cotton',
        'Denim',
        'Linen',
        'Fleece',
        'Jersey knit',
        'Twill',
        'Other',
      ],
      required: true,
    },
    { key: 'gsm', label: 'Fabric weight', type: 'number', unit: 'GSM', min: 20, max: 1000, required: false },
    { key: 'composition', label: 'Composition', type: 'text', maxLength: 100, required: false },
    {
      key: 'certifications',
      label: 'Certifications',
      type: 'multiselect',
      options: ['OEKO-TEX', 'GOTS', 'BCI', 'WRAP', 'BSCI', 'Sedex', 'ISO 9001'],
      required: false,
    },
  ],
  'salt-minerals': [
    {
      key: 'saltType',
      label: 'Type',
      type: 'select',
      options: ['Pink Himalayan', 'White Himalayan', 'Black salt', 'Salt lamps', 'Industrial salt'],
      required: true,
    },
    {
      key: 'grainSize',
      label: 'Grain size',
      type: 'select',
      options: ['Fine (0.5–1 mm)', 'Medium (2–5 mm)', 'Coarse (5–8 mm)', 'Chunks', 'Blocks'],
      required: true,
    },
    {
      key: 'packing',
      label: 'Packing',
      type: 'select',
      options: ['Bulk bags', '25 kg bags', 'Retail jars', 'Grinders', 'Private label'],
      required: true,
    },
  ],
  'surgical-instruments': [
    { key: 'pattern', label: 'Pattern', type: 'text', maxLength: 100, required: true },
    {
      key: 'grade',
      label: 'Grade',
      type: 'select',
      options: ['Surgical grade', 'Economy (floor) grade', 'Single use'],
      required: true,
    },
    {
      key: 'standard',
      label: 'Standard',
      type: 'multiselect',
      options: ['CE marked', 'ISO 13485', 'FDA registered', 'ISO 7153-1'],
      required: true,
    },
  ],
  'leather-products': [
    {
      key: 'product',
      label: 'Product',
      type: 'select',
      options: ['Jackets', 'Gloves', 'Bags', 'Wallets', 'Belts', 'Footwear', 'Upholstery leather', 'Other'],
      required: true,
    },
    {
      key: 'leatherType',
      label: 'Leather',
      type: 'select',
      options: ['Cowhide', 'Goat', 'Sheep', 'Buffalo', 'Synthetic (PU)'],
      required: true,
    },
    {
      key: 'finish',
      label: 'Finish',
      type: 'select',
      options: ['Full grain', 'Top grain', 'Suede', 'Nubuck', 'Split'],
      required: false,
    },
    { key: 'thickness', label: 'Thickness', type: 'number', unit: 'mm', min: 0.5, max: 5, required: false },
  ],
  'sports-goods': [
    {
      key: 'product',
      label: 'Product',
      type: 'select',
      options: [
        'Footballs',
        'Cricket bats',
        'Cricket balls',
        'Hockey sticks',
        'Boxing gloves',
        'Goalkeeper gloves',
        'Sportswear',
        'Other',
      ],
      required: true,
    },
    { key: 'material', label: 'Material', type: 'text', maxLength: 100, required: false },
    { key: 'sizes', label: 'Sizes', type: 'text', maxLength: 100, required: false },
    {
      key: 'certification',
      label: 'Certification',
      type: 'multiselect',
      options: ['FIFA Quality Pro', 'FIFA Quality', 'FIFA Basic', 'ISO 9001'],
      required: false,
    },
    {
      key: 'branding',
      label: 'Branding',
      type: 'select',
      options: ['Blank', 'Custom logo', 'Private label'],
      required: false,
    },
  ],
};

/**
 * Buying requests (issue 20):
 * - `requirement_templates`: per category (by slug, so a category seeded or created after this runs
 *   still finds its template) the fields a supplier needs in order to quote, as data;
 * - requirements gain their structured fields (all null on older rows) and an index for the exporters'
 *   list of open ones (active and public, by category or not, newest first; expiry is filtered on read);
 * - responses gain the quotation's terms, the buyer's decision (status, reason, time) and an index for
 *   the exporter's own list and its monthly count;
 * - `buyer_directory`: what exporters may see of a buyer (country, business type, badge; identity once a
 *   quotation is accepted), fed by identity's buyer events.
 */
export class BuyingRequests1766400000000 implements MigrationInterface {
  name = 'BuyingRequests1766400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalog.requirement_templates (
        id serial PRIMARY KEY,
        category_slug varchar(120) NOT NULL UNIQUE,
        fields jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    for (const [slug, fields] of Object.entries(TEMPLATES)) {
      await queryRunner.query(
        'INSERT INTO catalog.requirement_templates (category_slug, fields) VALUES ($1, $2)',
        [slug, JSON.stringify(fields)],
      );
    }

    await queryRunner.query(`
      ALTER TABLE catalog.buyer_requirements
        ADD COLUMN spec_values jsonb NOT NULL DEFAULT '{}',
        ADD COLUMN quantity_amount numeric(14, 3),
        ADD COLUMN quantity_unit varchar(30),
        ADD COLUMN incoterm varchar(3),
        ADD COLUMN destination varchar(255),
        ADD COLUMN target_price numeric(14, 4),
        ADD COLUMN target_currency varchar(3),
        ADD COLUMN deadline date`);
    await queryRunner.query(`
      CREATE INDEX buyer_requirements_open_idx ON catalog.buyer_requirements (created_at DESC, id DESC)
        WHERE status = 'active' AND is_public`);
    await queryRunner.query(`
      CREATE INDEX buyer_requirements_open_category_idx ON catalog.buyer_requirements
        (category_id, created_at DESC, id DESC) WHERE status = 'active' AND is_public`);

    await queryRunner.query(`
      ALTER TABLE catalog.requirement_responses
        ADD COLUMN unit_price numeric(14, 4),
        ADD COLUMN currency varchar(3),
        ADD COLUMN unit varchar(30),
        ADD COLUMN price_tiers jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN minimum_order numeric(14, 3),
        ADD COLUMN lead_time_days integer,
        ADD COLUMN incoterm varchar(3),
        ADD COLUMN port_of_loading varchar(100),
        ADD COLUMN valid_until date,
        ADD COLUMN decline_reason varchar(500),
        ADD COLUMN decided_at timestamptz,
        ADD CONSTRAINT requirement_responses_status_check CHECK (status IN ('pending', 'accepted', 'declined'))`);
    // The exporter's own quotations newest first, and its count for the month (the Basic plan's limit).
    await queryRunner.query('DROP INDEX catalog.requirement_responses_exporter_idx');
    await queryRunner.query(`
      CREATE INDEX requirement_responses_exporter_idx ON catalog.requirement_responses
        (exporter_id, created_at DESC, id DESC)`);

    await queryRunner.query(`
      CREATE TABLE catalog.buyer_directory (
        buyer_user_id integer PRIMARY KEY,
        email varchar(255),
        first_name varchar(100),
        last_name varchar(100),
        company_name varchar(255),
        business_type varchar(100),
        country varchar(100),
        is_verified boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE catalog.buyer_directory');
    await queryRunner.query('DROP INDEX catalog.requirement_responses_exporter_idx');
    await queryRunner.query(
      'CREATE INDEX requirement_responses_exporter_idx ON catalog.requirement_responses (exporter_id)',
    );
    await queryRunner.query(`
      ALTER TABLE catalog.requirement_responses
        DROP CONSTRAINT requirement_responses_status_check,
        DROP COLUMN unit_price, DROP COLUMN currency, DROP COLUMN unit, DROP COLUMN price_tiers,
        DROP COLUMN minimum_order, DROP COLUMN lead_time_days, DROP COLUMN incoterm,
        DROP COLUMN port_of_loading, DROP COLUMN valid_until, DROP COLUMN decline_reason, DROP COLUMN decided_at`);
    await queryRunner.query('DROP INDEX catalog.buyer_requirements_open_category_idx');
    await queryRunner.query('DROP INDEX catalog.buyer_requirements_open_idx');
    await queryRunner.query(`
      ALTER TABLE catalog.buyer_requirements
        DROP COLUMN spec_values, DROP COLUMN quantity_amount, DROP COLUMN quantity_unit, DROP COLUMN incoterm,
        DROP COLUMN destination, DROP COLUMN target_price, DROP COLUMN target_currency, DROP COLUMN deadline`);
    await queryRunner.query('DROP TABLE catalog.requirement_templates');
  }
}
