import { Entity, PrimaryColumn } from 'typeorm';

/** Which categories an exporter trades in (many to many). */
@Entity({ name: 'exporter_categories', schema: 'catalog' })
export class ExporterCategory {
  @PrimaryColumn({ name: 'exporter_id', type: 'integer' })
  exporterId: number;

  @PrimaryColumn({ name: 'category_id', type: 'integer' })
  categoryId: number;
}
