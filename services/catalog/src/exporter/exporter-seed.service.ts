import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SYSTEM_PRINCIPAL } from '@ped/contracts';
import { CATALOG_SUBJECTS } from '@ped/contracts/catalog';
import { OutboxService } from '@ped/nest-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { Category } from '../category/category.entity.js';
import { ExporterCategory } from './exporter-category.entity.js';
import { Exporter } from './exporter.entity.js';
import { toExporterChangedEvent } from './exporter.util.js';
import { buildSeedExporters, type SeedExporter } from './exporter-seed.util.js';
import { Product } from './product.entity.js';

/** Rows per INSERT: far below PostgreSQL's 65,535 bound parameters. */
const CHUNK = 500;

/**
 * Adds the demo directory's exporters that are not there yet (keyed by e-mail), with their
 * categories, products and `catalog.exporter.created` events, in one transaction of batched inserts.
 */
@Injectable()
export class ExporterSeedService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  seed(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      // One seeder at a time (npm start and a test may race); released at commit.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('ped-seed:catalog.exporters'))`);
      const categories = await manager.find(Category, { order: { id: 'ASC' } });
      const categoryIds = new Map(categories.map((c) => [c.slug, c.id]));
      const wanted = buildSeedExporters(categories.map((c) => c.slug));
      const existing = new Set(
        (
          await manager.query<{ email: string }[]>(
            'SELECT lower(email) AS email FROM catalog.exporters WHERE lower(email) = ANY($1)',
            [wanted.map((e) => e.email)],
          )
        ).map((row) => row.email),
      );
      const missing = wanted.filter((e) => !existing.has(e.email));
      if (missing.length === 0) return 0;

      const now = Date.now();
      const exporters = missing.map((seed) => manager.create(Exporter, toExporterValues(seed, now)));
      for (let i = 0; i < exporters.length; i += CHUNK) {
        await manager.insert(Exporter, exporters.slice(i, i + CHUNK));
      }
      await this.insertChunks(
        manager,
        ExporterCategory,
        missing.flatMap((seed, i) =>
          seed.categorySlugs.map((slug) => ({
            exporterId: exporters[i]!.id,
            categoryId: categoryIds.get(slug)!,
          })),
        ),
      );
      await this.insertChunks(
        manager,
        Product,
        missing.flatMap((seed, i) =>
          seed.products.map(({ categorySlug, ...product }) => ({
            ...product,
            exporterId: exporters[i]!.id,
            categoryId: categoryIds.get(categorySlug) ?? null,
          })),
        ),
      );
      for (const [i, exporter] of exporters.entries()) {
        await this.outbox.add(
          manager,
          CATALOG_SUBJECTS.exporterCreated,
          toExporterChangedEvent(exporter, {
            categoryIds: missing[i]!.categorySlugs.map((slug) => categoryIds.get(slug)!).sort(
              (a, b) => a - b,
            ),
            plan: exporter.plan,
            planSince: exporter.planSince,
          }),
          SYSTEM_PRINCIPAL,
        );
      }
      return exporters.length;
    });
  }

  private async insertChunks<T extends object>(
    manager: EntityManager,
    entity: new () => T,
    rows: Partial<T>[],
  ): Promise<void> {
    for (let i = 0; i < rows.length; i += CHUNK) {
      await manager.insert(entity, rows.slice(i, i + CHUNK) as never);
    }
  }
}

function toExporterValues(seed: SeedExporter, now: number): Partial<Exporter> {
  return {
    userId: null,
    companyName: seed.companyName,
    description: seed.description,
    contactPerson: seed.contactPerson,
    email: seed.email,
    phone: seed.phone,
    website: seed.website,
    address: seed.address,
    city: seed.city,
    country: seed.country,
    establishedYear: seed.establishedYear,
    employeeCount: seed.employeeCount,
    logoUrl: null,
    certifications: seed.certifications,
    businessType: seed.businessType,
    isVerified: seed.isVerified,
    isPremium: seed.isPremium,
    plan: seed.plan,
    planSince: seed.planDaysAgo === null ? null : new Date(now - seed.planDaysAgo * 86_400_000),
    // Joined before its plan began: the admin's months show the directory grow, and no revenue before it.
    createdAt: new Date(now - seed.joinedDaysAgo * 86_400_000),
    status: seed.status,
  };
}
