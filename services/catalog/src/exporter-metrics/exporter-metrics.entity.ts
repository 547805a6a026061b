import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Per-exporter figures for the exporter dashboard, updated from events and batched counters. */
@Entity({ name: 'exporter_metrics', schema: 'catalog' })
export class ExporterMetrics {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'exporter_id', type: 'integer', unique: true })
  exporterId: number;

  @Column({ name: 'profile_views', type: 'integer', default: 0 })
  profileViews: number;

  @Column({ name: 'contact_requests', type: 'integer', default: 0 })
  contactRequests: number;

  @Column({ name: 'messages_received', type: 'integer', default: 0 })
  messagesReceived: number;

  /** Percent answered within 24 h over 90 days; null below RESPONSE_MIN_SAMPLES (response-figures.sql.ts). */
  @Column({ name: 'response_rate', type: 'numeric', precision: 5, scale: 2, nullable: true })
  responseRate: string | null;

  /** The median minutes to the first answer (despite the name); null below RESPONSE_MIN_SAMPLES. */
  @Column({ name: 'avg_response_time', type: 'integer', nullable: true })
  avgResponseTime: number | null;

  @Column({ name: 'last_active', type: 'timestamptz', nullable: true })
  lastActive: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
