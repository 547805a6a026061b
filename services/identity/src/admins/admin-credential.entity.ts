import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Accounts of the admin console (username and password, separate from user accounts). */
@Entity({ name: 'admin_credentials', schema: 'identity' })
export class AdminCredential {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50, unique: true })
  username: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255, select: false })
  passwordHash: string;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ name: 'must_change_password', type: 'boolean', default: true })
  mustChangePassword: boolean;

  /** Sign-in asks for an authenticator code (or a recovery code) after the password. */
  @Column({ name: 'two_factor_enabled', type: 'boolean', default: false })
  twoFactorEnabled: boolean;

  /** The confirmed TOTP secret (base32). */
  @Column({ name: 'two_factor_secret', type: 'varchar', length: 64, nullable: true, select: false })
  twoFactorSecret: string | null;

  /** A new secret from setup, not usable for signing in until a code confirms it. */
  @Column({ name: 'two_factor_pending_secret', type: 'varchar', length: 64, nullable: true, select: false })
  twoFactorPendingSecret: string | null;

  /** The TOTP time step of the last code a sign-in used: a code is not accepted twice. */
  @Column({ name: 'two_factor_last_step', type: 'integer', nullable: true, select: false })
  twoFactorLastStep: number | null;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
