import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SYSTEM_PRINCIPAL } from '@ped/contracts';
import { CATALOG_SUBJECTS } from '@ped/contracts/catalog';
import { loadConfig, OutboxService } from '@ped/nest-kit';
import { createMediaStorage, MediaConfig, storeImage, type MediaStorage } from '@ped/nest-kit/media';
import { DataSource, In } from 'typeorm';
import { Exporter } from '../exporter/exporter.entity.js';
import { buildSeedExporters } from '../exporter/exporter-seed.util.js';
import { exporterChangedEvent } from '../exporter/exporter.util.js';
import {
  DEMO_IMAGE_PRODUCTS_SQL,
  SET_DEMO_LOGOS_SQL,
  SET_DEMO_PICTURES_SQL,
  type ProductCandidate,
} from './demo-image-seed.sql.js';
import { DEMO_PICTURE_VARIANTS, logoSvg, productPictureSvg } from './demo-images.svg.js';

interface Candidate {
  id: number;
  company_name: string;
  email: string;
  logo_url: string | null;
}

/** The same product name gets the same picture at every exporter (a stable choice among the variants). */
function variantOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return hash % DEMO_PICTURE_VARIANTS;
}

/** Runs `work` on every item, two at a time (the machine's cores; sharp draws on its own threads). */
async function inPairs<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all([worker(), worker()]);
}

/**
 * Gives the demo directory's exporters (those the exporter seed made, by e-mail) a logo mark and their
 * products a picture of their category, where they have none — never touching a real exporter's. The
 * pictures are generated and stored first (each once: names are content hashes), then the rows point at
 * them in one transaction with `catalog.exporter.updated` for each exporter changed.
 */
@Injectable()
export class DemoImageSeedService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async seed(storage: MediaStorage = createMediaStorage(loadConfig(MediaConfig))): Promise<number> {
    const categories: { slug: string }[] = await this.dataSource.query(
      'SELECT slug FROM catalog.categories ORDER BY id',
    );
    const mainCategory = new Map(
      buildSeedExporters(categories.map((c) => c.slug)).map((e) => [e.email, e.categorySlugs[0]!]),
    );
    const exporters: Candidate[] = await this.dataSource.query(
      'SELECT id, company_name, lower(email) AS email, logo_url FROM catalog.exporters WHERE lower(email) = ANY($1)',
      [[...mainCategory.keys()]],
    );
    const products: ProductCandidate[] = await this.dataSource.query(DEMO_IMAGE_PRODUCTS_SQL, [
      exporters.map((e) => e.id),
    ]);
    const slugOf = new Map(exporters.map((e) => [e.id, mainCategory.get(e.email)!]));

    // Drawn once per store: seeds started together (test suites) wait for the first, then find them stored.
    const { logos, productImages } = await storage.exclusive('demo-images', async () => {
      const logos = new Map<number, string>();
      await inPairs(
        exporters.filter((e) => e.logo_url === null),
        async (exporter) => {
          const svg = logoSvg(exporter.company_name, slugOf.get(exporter.id)!);
          logos.set(exporter.id, await storeImage(storage, Buffer.from(svg), 'logo'));
        },
      );
      const keyOf = (product: ProductCandidate) =>
        `${product.slug ?? slugOf.get(product.exporter_id)!}#${variantOf(product.name)}`;
      const pictures = new Map<string, string>();
      await inPairs([...new Set(products.map(keyOf))], async (key) => {
        const [slug, variant] = key.split('#') as [string, string];
        const svg = productPictureSvg(slug, Number(variant));
        pictures.set(key, await storeImage(storage, Buffer.from(svg), 'product'));
      });
      return { logos, productImages: new Map(products.map((p) => [p.id, pictures.get(keyOf(p))!])) };
    });
    if (logos.size === 0 && productImages.size === 0) return 0;

    return this.dataSource.transaction(async (manager) => {
      // Only what is still without an image: a seed running beside this one, or an upload meanwhile, wins.
      // As SELECTs: TypeORM answers a bare UPDATE … RETURNING as [rows, count].
      const withLogo: { id: number }[] = await manager.query(SET_DEMO_LOGOS_SQL, [
        [...logos.keys()],
        [...logos.values()],
      ]);
      const withPictures: { exporter_id: number }[] = await manager.query(SET_DEMO_PICTURES_SQL, [
        [...productImages.keys()],
        [...productImages.values()],
      ]);
      const changed = [...new Set([...withLogo.map((r) => r.id), ...withPictures.map((r) => r.exporter_id)])];
      for (const exporter of await manager.find(Exporter, {
        where: { id: In(changed) },
        order: { id: 'ASC' },
      }))
        await this.outbox.add(
          manager,
          CATALOG_SUBJECTS.exporterUpdated,
          await exporterChangedEvent(manager, exporter),
          SYSTEM_PRINCIPAL,
        );
      return changed.length;
    });
  }
}
