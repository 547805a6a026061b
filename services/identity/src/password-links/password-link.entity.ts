import type { PasswordLinkAccountKind, PasswordLinkPurpose } from '@ped/contracts/options';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A one-time link to set or reset an account's password; the token itself is never stored. */
@Entity({ name: 'password_links', schema: 'identity' })
export class PasswordLink {
  @PrimaryGeneratedColumn()
  id: number;

  /** sha256 of the token, hex. */
  @Column({ name: 'token_hash', type: 'char', length: 64, unique: true })
  tokenHash: string;

  @Column({ name: 'account_kind', type: 'varchar', length: 10 })
  accountKind: PasswordLinkAccountKind;

  @Column({ name: 'account_id', type: 'integer' })
  accountId: number;

  @Column({ type: 'varchar', length: 10 })
  purpose: PasswordLinkPurpose;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
