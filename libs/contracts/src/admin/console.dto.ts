import { PageLimit, PageOffset } from '../common/pagination.js';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { PathId } from '../common/path-id.js';
import { trim } from '../common/transforms.js';

/**
 * What the admin console's screens read (issue 19). Served by the admin service from its read models, except where
 * a type says otherwise; every route needs an admin session (anyone else: 401/403 at the gateway).
 */

/** A month of a six-month series, oldest first: `month` is `YYYY-MM` (UTC). */
export interface MonthValueDto {
  month: string;
  value: number;
}

export interface NameCountDto {
  name: string;
  count: number;
}

export interface CityCountDto {
  city: string;
  count: number;
}

/** An entry of the admin activity log (every admin action): GET /api/admin/enhanced-stats' recentActivity. */
export interface AdminActivityLogDto {
  id: number;
  /** e.g. `exporter.approved`. */
  action: string;
  targetType: string;
  targetId: number | null;
  details: string;
  adminId: number;
  /** The admin's username when the read model knows it, else null. */
  adminName: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: string;
}

/** GET /api/admin/enhanced-stats: every figure real (read models and the gateway's own measurements). */
export interface AdminEnhancedStatsDto {
  totalExporters: number;
  /**
   * Total exporters now against the total at the end of last month, in percent (one decimal); null when there
   * were none then (every one joined this month: newExportersByMonth's last value says how many).
   */
  growthRate: number | null;
  /** PKR: the paid plans' subscriptions active this month. */
  monthlyRevenue: number;
  pendingExporters: number;
  /** Filled by the gateway from its health checks: the share of checks passing, percent. */
  systemHealth: number;
  /** Filled by the gateway: median response time of its API routes over the last minutes, ms. */
  responseTime: number;
  /** Exporters per category, most first (at most 8). */
  topCategories: NameCountDto[];
  /** The admin activity log's newest 10. */
  recentActivity: AdminActivityLogDto[];
  /** Exporters per city, most first (at most 10). */
  geographicDistribution: CityCountDto[];
  /** Six months, oldest first, the current month last. */
  revenueByMonth: MonthValueDto[];
  newExportersByMonth: MonthValueDto[];
  /** Analytics tab: what the gateway measured (uptime of its health checks, percent) and an honest satisfaction proxy. */
  analytics: {
    /** Median API response time, ms (same as responseTime). */
    responseTimeMs: number;
    /** Share of buyer inquiries that exporters answered, percent (labelled as such on screen). */
    inquiryAnswerRate: number;
    /** Share of the gateway's health checks passing since it started, percent. */
    uptime: number;
  };
}

/** GET /api/admin/activity: the platform's recent activity (spec: type exporter or conversation), newest first. */
export interface ActivityItemDto {
  type: 'exporter' | 'conversation';
  /** The exporter's company, or the conversation's subject. */
  title: string;
  /** The exporter's status, or the conversation's. */
  status: string;
  timestamp: string;
  /** The exporter's or the conversation's id. */
  targetId: number;
}

export interface ActivityListDto {
  items: ActivityItemDto[];
}

/** GET /api/admin/subscriptions (admin service; kept from the exporters' plans in catalog events). */
export interface SubscriptionDto {
  id: number;
  exporterId: number;
  companyName: string;
  plan: string;
  status: 'active' | 'ended';
  startDate: string;
  endDate: string | null;
  amount: number;
  currency: string;
  autoRenew: boolean;
}

/** GET /api/admin/notifications: the admins' notifications (new applications, reports), newest first. */
export interface AdminNotificationDto {
  id: number;
  title: string;
  message: string;
  /** `application`, `report`, `system`. */
  type: string;
  isRead: boolean;
  createdAt: string;
  /** Where the console opens it, e.g. `/admin?tab=exporters&filterStatus=pending`. */
  link: string | null;
}

export interface AdminNotificationListDto {
  notifications: AdminNotificationDto[];
  unread: number;
}

/** GET /api/admin/message-templates */
export interface MessageTemplateDto {
  id: number;
  name: string;
  category: string;
  subject: string;
  content: string;
  variables: string[];
  isActive: boolean;
}

/** GET /api/admin/metrics: platform_metrics rows, newest first. */
export interface PlatformMetricDto {
  id: number;
  metricType: string;
  metricName: string;
  value: number;
  dimensions: Record<string, unknown> | null;
  recordedAt: string;
}

export const MODERATION_STATUSES = ['pending', 'resolved', 'dismissed'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** GET /api/admin/moderation: the moderation queue (from messaging's reports), pending first. */
export interface ModerationItemDto {
  id: number;
  /** `message` or `conversation`. */
  contentType: string;
  contentId: number;
  conversationId: number;
  reason: string;
  details: string | null;
  /** The reported text as it was when reported (at most 5,000 characters). */
  content: string | null;
  flags: string[];
  reporterType: 'buyer' | 'exporter';
  reportedBy: number;
  status: ModerationStatus;
  moderatedBy: number | null;
  moderatedAt: string | null;
  notes: string | null;
  createdAt: string;
}

export interface ModerationListDto {
  items: ModerationItemDto[];
  total: number;
  pending: number;
}

// ---- requests (class-validator: the gateway's pipe and the admin service both check them) -------------

/** The console's list limits (spec: the activity list's newest 50 by default). */
export const ADMIN_CONSOLE_LIMITS = {
  activityDefault: 50,
  activityMax: 200,
  moderationDefault: 50,
  moderationMax: 100,
  moderationOffsetMax: 10_000,
  moderationNotes: 2_000,
} as const;

export const MODERATION_DECISIONS = ['resolved', 'dismissed'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

export const MODERATION_MESSAGES = {
  notesRequired: 'Please write a note for the decision',
  notesTooLong: `The note must be at most ${ADMIN_CONSOLE_LIMITS.moderationNotes.toLocaleString('en-US')} characters`,
  status: `status must be one of: ${MODERATION_DECISIONS.join(', ')}`,
  notFound: 'This report is not in the moderation queue',
  notPending: 'This report was already decided',
} as const;

/** Query values arrive as text; "" (or absent) takes the default. */
const emptyAsAbsent = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** GET /api/admin/activity */
export class ActivityQuery {
  @PageLimit(ADMIN_CONSOLE_LIMITS.activityDefault, ADMIN_CONSOLE_LIMITS.activityMax)
  limit: number = ADMIN_CONSOLE_LIMITS.activityDefault;
}

/** GET /api/admin/moderation: pending first when no status is given. */
export class ModerationListQuery {
  @Transform(emptyAsAbsent)
  @IsOptional()
  @IsIn(MODERATION_STATUSES, { message: `status must be one of: ${MODERATION_STATUSES.join(', ')}` })
  status?: ModerationStatus;

  @PageLimit(ADMIN_CONSOLE_LIMITS.moderationDefault, ADMIN_CONSOLE_LIMITS.moderationMax)
  limit: number = ADMIN_CONSOLE_LIMITS.moderationDefault;

  @PageOffset(ADMIN_CONSOLE_LIMITS.moderationOffsetMax)
  offset: number = 0;
}

/** PATCH /api/admin/moderation/{id} */
export class ModerationIdParams {
  @PathId('Moderation item')
  id: number;
}

/** PATCH /api/admin/moderation/{id}: decide a pending report, with a note. */
export class ResolveModerationCommand {
  @IsIn(MODERATION_DECISIONS, { message: MODERATION_MESSAGES.status })
  status: ModerationDecision;

  @Transform(trim)
  @IsNotEmpty({ message: MODERATION_MESSAGES.notesRequired })
  @IsString({ message: MODERATION_MESSAGES.notesRequired })
  @MaxLength(ADMIN_CONSOLE_LIMITS.moderationNotes, { message: MODERATION_MESSAGES.notesTooLong })
  notes: string;
}

/** The message `admin.moderation.resolve`: the path's id and the command. */
export class ResolveModerationRequest extends ResolveModerationCommand {
  @PathId('Moderation item')
  id: number;
}
