import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'products', schema: 'catalog' })
export class Product {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'exporter_id', type: 'integer' })
  exporterId: number;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'category_id', type: 'integer', nullable: true })
  categoryId: number | null;

  /** Every picture, the cover first. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  images: string[];

  /**
   * The cover: derived by the database from `images` (a stored generated column, ProductPictures1767500000000),
   * never written. Not declared generated here: TypeORM would then keep a typeorm_metadata table of its own.
   */
  @Column({ name: 'image_url', type: 'text', nullable: true, insert: false, update: false })
  readonly imageUrl: string | null;

  /** USD; numeric arrives from pg as a string and stays one (exact). */
  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true })
  price: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  unit: string | null;

  @Column({ name: 'minimum_order', type: 'varchar', length: 100, nullable: true })
  minimumOrder: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
