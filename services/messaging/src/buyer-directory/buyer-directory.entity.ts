import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Messaging's copy of identity's buyers: what conversations show of them and where away mail goes. */
@Entity({ name: 'buyer_directory', schema: 'messaging' })
export class BuyerDirectoryEntry {
  /** identity's buyer user id (AccountRef kind `buyer`). */
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  email: string | null;

  @Column({ name: 'first_name', type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Column({ name: 'company_name', type: 'varchar', length: 255, nullable: true })
  companyName: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  country: string | null;

  @Column({ name: 'is_verified', type: 'boolean', default: false })
  isVerified: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** The buyer deleted its account: nothing else of it is kept ("Deleted user"). */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
