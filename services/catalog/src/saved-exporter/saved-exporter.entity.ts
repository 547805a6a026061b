import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An exporter a buyer keeps (once per buyer), with the buyer's own note. Goes with the exporter. */
@Entity({ name: 'saved_exporters', schema: 'catalog' })
export class SavedExporter {
  @PrimaryGeneratedColumn()
  id: number;

  /** Identity's buyer user id (AccountRef kind `buyer`). */
  @Column({ name: 'buyer_user_id', type: 'integer' })
  buyerUserId: number;

  @Column({ name: 'exporter_id', type: 'integer' })
  exporterId: number;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  notes: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
