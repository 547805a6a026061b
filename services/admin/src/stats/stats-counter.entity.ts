import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One named counter of the admin read model, e.g. `categories`. */
@Entity({ name: 'stats_counters', schema: 'admin' })
export class StatsCounter {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  name: string;

  /** bigint arrives from pg as a string; converted on read. */
  @Column({ type: 'bigint', default: 0 })
  value: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
