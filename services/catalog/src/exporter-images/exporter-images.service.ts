import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Principal, RequestContext } from '@ped/contracts';
import {
  CATALOG_SUBJECTS,
  type MediaUploadResultDto,
  type SetExporterLogoCommand,
  type SetProductImageCommand,
} from '@ped/contracts/catalog';
import { EXPORTER_PROFILE_MESSAGES, PRODUCT_MESSAGES } from '@ped/contracts/options';
import { DomainException, OutboxService, requirePrincipal } from '@ped/nest-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { Exporter } from '../exporter/exporter.entity.js';
import { exporterChangedEvent } from '../exporter/exporter.util.js';
import { Product } from '../exporter/product.entity.js';
import { productPictures } from '../my-exporter/product-pictures.js';

/**
 * Records images the gateway has stored (it resized and stored them; only their URLs come here) on the
 * caller's own exporter and products. Each change is followed by `catalog.exporter.updated`, so the
 * gateways' caches drop the exporter's pages and lists and the read models take the new logo.
 */
@Injectable()
export class ExporterImagesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  setLogo(ctx: RequestContext, command: SetExporterLogoCommand): Promise<MediaUploadResultDto> {
    const account = exporterAccount(ctx);
    return this.dataSource.transaction(async (manager) => {
      const exporter = await ownExporter(manager, account.id);
      exporter.logoUrl = command.url;
      await manager.save(exporter);
      await this.outbox.add(
        manager,
        CATALOG_SUBJECTS.exporterUpdated,
        await exporterChangedEvent(manager, exporter),
        account,
      );
      return { url: command.url };
    });
  }

  setProductImage(ctx: RequestContext, command: SetProductImageCommand): Promise<MediaUploadResultDto> {
    const account = exporterAccount(ctx);
    return this.dataSource.transaction(async (manager) => {
      const exporter = await ownExporter(manager, account.id);
      // Another exporter's product is answered like one that does not exist.
      const product = await manager.findOne(Product, {
        where: { id: command.id, exporterId: exporter.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!product) throw new DomainException('PRODUCT_NOT_FOUND', PRODUCT_MESSAGES.notFound);
      // The upload on a product's card is its new cover; the other pictures stay.
      const images = productPictures(product.images, { imageUrl: command.url });
      await manager.update(Product, { id: product.id }, { images });
      await this.outbox.add(
        manager,
        CATALOG_SUBJECTS.exporterUpdated,
        await exporterChangedEvent(manager, exporter),
        account,
      );
      return { url: command.url };
    });
  }
}

/** A signed-in exporter account (the gateway lets no other kind or role through; checked again here). */
function exporterAccount(ctx: RequestContext): Principal {
  const principal = requirePrincipal(ctx, ['user']);
  if (principal.role === 'admin') throw new DomainException('NOT_PERMITTED', 'Forbidden');
  return principal;
}

/** The exporter the account owns, locked for the change; none yet → 404. */
async function ownExporter(manager: EntityManager, userId: number): Promise<Exporter> {
  const exporter = await manager.findOne(Exporter, {
    where: { userId },
    order: { id: 'ASC' },
    lock: { mode: 'pessimistic_write' },
  });
  if (!exporter) throw new DomainException('EXPORTER_PROFILE_NOT_FOUND', EXPORTER_PROFILE_MESSAGES.notFound);
  return exporter;
}
