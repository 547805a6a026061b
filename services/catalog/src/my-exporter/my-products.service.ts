import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Principal, RequestContext } from '@ped/contracts';
import {
  CATALOG_SUBJECTS,
  type MyProductIdParams,
  type MyProductListDto,
  type ProductCommand,
  type ProductDto,
  type UpdateMyProductRequest,
} from '@ped/contracts/catalog';
import {
  BASIC_PLAN_LIMITS,
  exporterPlan,
  PLAN_LIMIT_MESSAGES,
  PRODUCT_MESSAGES,
} from '@ped/contracts/options';
import { DomainException, OutboxService, requirePrincipal } from '@ped/nest-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { Exporter } from '../exporter/exporter.entity.js';
import { exporterChangedEvent, toProductDto } from '../exporter/exporter.util.js';
import { Product } from '../exporter/product.entity.js';
import { requireApproved } from './exporter-approval.util.js';
import { productNotFound, profileNotFound } from './my-exporter.constants.js';
import { MY_PRODUCTS_SQL } from './my-exporter.sql.js';
import { productPictures } from './product-pictures.js';

/** The optional fields of a product, set as given ("" and null: no value); pictures apart. */
const DETAIL_FIELDS = ['description', 'price', 'unit', 'minimumOrder'] as const;

/**
 * The products of the caller's own exporter: added once it is approved, edited and deleted in any status.
 * Every change locks the exporter's row first: two adds at once on the Basic plan are counted one after
 * the other, so they cannot make a sixth product. Each change emits `catalog.exporter.updated` (the
 * gateway drops the exporter's cached pages).
 */
@Injectable()
export class MyProductsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async list(ctx: RequestContext): Promise<MyProductListDto> {
    const user = requirePrincipal(ctx, ['user']);
    const [owned]: { id: number }[] = await this.dataSource.query(
      'SELECT id FROM catalog.exporters WHERE user_id = $1',
      [user.id],
    );
    if (!owned) throw profileNotFound();
    const rows: Product[] = await this.dataSource.query(MY_PRODUCTS_SQL, [owned.id]);
    return { products: rows.map(toProductDto) };
  }

  async add(ctx: RequestContext, command: ProductCommand): Promise<ProductDto> {
    const user = requirePrincipal(ctx, ['user']);
    return this.dataSource.transaction(async (manager) => {
      const exporter = await lockMine(manager, user);
      requireApproved(exporter);
      if (exporterPlan(exporter.isPremium) === 'basic') {
        const count = await manager.count(Product, { where: { exporterId: exporter.id } });
        if (count >= BASIC_PLAN_LIMITS.products)
          throw new DomainException('PLAN_LIMIT_REACHED', PLAN_LIMIT_MESSAGES.products);
      }
      await requireCategory(manager, command.categoryId);
      const product = manager.create(Product, {
        exporterId: exporter.id,
        name: command.name,
        categoryId: command.categoryId,
      });
      for (const field of DETAIL_FIELDS) product[field] = command[field] ?? null;
      product.images = productPictures([], command);
      await manager.save(product);
      await this.changed(manager, exporter, user);
      return toProductDto(await manager.findOneByOrFail(Product, { id: product.id }));
    });
  }

  async update(ctx: RequestContext, { id, changes }: UpdateMyProductRequest): Promise<ProductDto> {
    const user = requirePrincipal(ctx, ['user']);
    return this.dataSource.transaction(async (manager) => {
      const exporter = await lockMine(manager, user);
      const product = await manager.findOne(Product, { where: { id, exporterId: exporter.id } });
      if (!product) throw productNotFound();
      if (changes.categoryId !== undefined) await requireCategory(manager, changes.categoryId);
      if (changes.name !== undefined) product.name = changes.name;
      if (changes.categoryId !== undefined) product.categoryId = changes.categoryId;
      for (const field of DETAIL_FIELDS) {
        if (changes[field] !== undefined) product[field] = changes[field] ?? null;
      }
      product.images = productPictures(product.images, changes);
      await manager.save(product);
      await this.changed(manager, exporter, user);
      return toProductDto(await manager.findOneByOrFail(Product, { id: product.id }));
    });
  }

  async remove(ctx: RequestContext, { id }: MyProductIdParams): Promise<void> {
    const user = requirePrincipal(ctx, ['user']);
    await this.dataSource.transaction(async (manager) => {
      const exporter = await lockMine(manager, user);
      const { affected } = await manager.delete(Product, { id, exporterId: exporter.id });
      if (!affected) throw productNotFound();
      await this.changed(manager, exporter, user);
    });
  }

  private async changed(manager: EntityManager, exporter: Exporter, user: Principal): Promise<void> {
    await this.outbox.add(
      manager,
      CATALOG_SUBJECTS.exporterUpdated,
      await exporterChangedEvent(manager, exporter),
      user,
    );
  }
}

/** The caller's exporter, its row locked until the transaction ends. */
async function lockMine(manager: EntityManager, user: Principal): Promise<Exporter> {
  const exporter = await manager.findOne(Exporter, {
    where: { userId: user.id },
    lock: { mode: 'pessimistic_write' },
  });
  if (!exporter) throw profileNotFound();
  return exporter;
}

async function requireCategory(manager: EntityManager, categoryId: number): Promise<void> {
  const found: unknown[] = await manager.query(
    'SELECT 1 FROM catalog.categories WHERE id = $1 FOR KEY SHARE',
    [categoryId],
  );
  if (found.length === 0) {
    throw new DomainException('PRODUCT_CATEGORY_UNKNOWN', PRODUCT_MESSAGES.unknownCategory, [
      { field: 'categoryId', messages: [PRODUCT_MESSAGES.unknownCategory] },
    ]);
  }
}
