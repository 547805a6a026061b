import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An exporter's quotation to a requirement (one per exporter and requirement; the spec's requirement response). */
@Entity({ name: 'requirement_responses', schema: 'catalog' })
export class Quotation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'requirement_id', type: 'integer' })
  requirementId: number;

  @Column({ name: 'exporter_id', type: 'integer' })
  exporterId: number;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'text', nullable: true })
  quotation: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  attachments: string[];

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
