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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
