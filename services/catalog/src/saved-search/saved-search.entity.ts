import type { SavedSearchFilters } from '@ped/contracts/catalog';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The browse filters a buyer saved, and when the buyer last opened them ("new since"). */
@Entity({ name: 'saved_searches', schema: 'catalog' })
export class SavedSearch {
  @PrimaryGeneratedColumn()
  id: number;

  /** Identity's buyer user id (AccountRef kind `buyer`). */
  @Column({ name: 'buyer_user_id', type: 'integer' })
  buyerUserId: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  filters: SavedSearchFilters;

  @Column({ name: 'last_opened_at', type: 'timestamptz', default: () => 'now()' })
  lastOpenedAt: Date;

  /** The counts as last counted (null: not yet), read as they are until SAVED_SEARCH_COUNTS_TTL_MS has passed. */
  @Column({ name: 'match_count', type: 'integer', nullable: true })
  matchCount: number | null;

  @Column({ name: 'match_count_capped', type: 'boolean', default: false })
  matchCountCapped: boolean;

  @Column({ name: 'new_count', type: 'integer', nullable: true })
  newCount: number | null;

  @Column({ name: 'counted_at', type: 'timestamptz', nullable: true })
  countedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
