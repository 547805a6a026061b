import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One recovery code of an admin console account: only its sha256 is kept; it works once. */
@Entity({ name: 'admin_recovery_codes', schema: 'identity' })
export class AdminRecoveryCode {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'admin_id', type: 'integer' })
  adminId: number;

  /** sha256 of the normalised code (lower case, no dashes or spaces), hex. */
  @Column({ name: 'code_hash', type: 'char', length: 64 })
  codeHash: string;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
