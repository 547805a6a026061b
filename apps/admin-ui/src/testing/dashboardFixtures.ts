import type {
  AdminEnhancedStatsDto,
  AdminNotificationDto,
  AdminStatsDto,
  MessageTemplateDto,
  PlatformMetricDto,
  SubscriptionDto,
} from '@ped/contracts/admin';
import type {
  AdminExporterDto,
  AdminVerificationRequestDto,
  BulkActionResultDto,
} from '@ped/contracts/catalog';
import type { TwoFactorStatusDto } from '@ped/contracts/identity';
import { ADMIN_EXPORTER_COUNT_LIMIT } from '@ped/contracts/options';
import { mockApi, type ApiCall, type FakeAnswer } from '@ped/web-kit/testing';

// The enhanced dashboard's fake API for the component tests (test support: never imported by the app).

export function exporter(id: number, overrides: Partial<AdminExporterDto> = {}): AdminExporterDto {
  return {
    id,
    companyName: `Exporter ${id}`,
    city: 'Karachi',
    contactPerson: `Contact ${id}`,
    email: `exporter${id}@example.com`,
    logoUrl: null,
    status: 'pending',
    isPremium: false,
    plan: 'basic',
    isVerified: false,
    completeness: 50,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function verificationRequest(
  id: number,
  overrides: Partial<AdminVerificationRequestDto> = {},
): AdminVerificationRequestDto {
  return {
    id,
    exporterId: 3,
    companyName: 'Indus Textiles',
    email: 'sales@indus.example',
    check: 'legal_entity',
    status: 'pending',
    evidence: {
      secpNumber: '0123456',
      ntn: '1234567-8',
      certificateUrl: 'https://eservices.secp.gov.pk/certificates/0123456.pdf',
    },
    files: [],
    submittedAt: '2026-11-20T09:30:00.000Z',
    adminNotes: null,
    reviewedAt: null,
    reviewedBy: null,
    ...overrides,
  };
}

export const stats: AdminStatsDto = {
  verifiedExporters: 12,
  totalCategories: 8,
  totalContacts: 40,
  totalExporters: 120,
  pendingExporters: 7,
  totalUsers: 300,
  totalConversations: 55,
};

const months = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];

export const enhancedStats: AdminEnhancedStatsDto = {
  totalExporters: 120,
  growthRate: 4.3,
  monthlyRevenue: 30000,
  pendingExporters: 7,
  systemHealth: 99.5,
  responseTime: 42,
  topCategories: [
    { name: 'Textiles', count: 50 },
    { name: 'Rice & Grains', count: 30 },
  ],
  recentActivity: [
    {
      id: 5,
      action: 'exporter.approved',
      targetType: 'exporter',
      targetId: 3,
      details: 'Approved Indus Textiles',
      adminId: 1,
      adminName: 'admin',
      ipAddress: '10.0.0.1',
      userAgent: 'jest',
      createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    },
  ],
  geographicDistribution: [
    { city: 'Karachi', count: 60 },
    { city: 'Lahore', count: 30 },
  ],
  revenueByMonth: months.map((month, index) => ({ month, value: index * 5000 })),
  newExportersByMonth: months.map((month, index) => ({ month, value: index + 1 })),
  analytics: { responseTimeMs: 42, inquiryAnswerRate: 76.5, uptime: 99.9 },
};

export function notification(
  id: number,
  overrides: Partial<AdminNotificationDto> = {},
): AdminNotificationDto {
  return {
    id,
    title: 'New exporter application',
    message: `Exporter ${id} applied`,
    type: 'application',
    isRead: false,
    createdAt: '2026-11-25T10:00:00.000Z',
    link: '/admin?tab=exporters&filterStatus=pending',
    ...overrides,
  };
}

export const subscriptions: SubscriptionDto[] = [
  {
    id: 1,
    exporterId: 3,
    companyName: 'Indus Textiles',
    plan: 'professional',
    status: 'active',
    startDate: '2026-09-01T00:00:00.000Z',
    endDate: null,
    amount: 5000,
    currency: 'PKR',
    autoRenew: false,
  },
];

export const templates: MessageTemplateDto[] = [
  {
    id: 1,
    name: 'Approval',
    category: 'exporter',
    subject: 'Your profile is approved',
    content: 'Dear {companyName}, welcome.',
    variables: ['companyName'],
    isActive: true,
  },
];

export const metrics: PlatformMetricDto[] = [
  {
    id: 1,
    metricType: 'counter',
    metricName: 'totalExporters',
    value: 120,
    dimensions: null,
    recordedAt: '2026-11-25T00:00:00.000Z',
  },
];

export interface World {
  exporters: AdminExporterDto[];
  notifications: AdminNotificationDto[];
  /** The signed-in console account's two-factor sign-in (off when left out). */
  twoFactor?: TwoFactorStatusDto;
  /** The verification ladder's submissions. */
  verificationRequests?: AdminVerificationRequestDto[];
  /** Where the exporter list's count stops (the catalog's ADMIN_EXPORTER_COUNT_LIMIT when left out). */
  exporterCountLimit?: number;
}

/** The ladder's rule: the legal entity check and one more approved. */
function isVerified(requests: AdminVerificationRequestDto[], exporterId: number): boolean {
  const passed = requests.filter((row) => row.exporterId === exporterId && row.status === 'approved');
  return (
    passed.some((row) => row.check === 'legal_entity') && passed.some((row) => row.check !== 'legal_entity')
  );
}

const plans: Record<string, AdminExporterDto['plan']> = {
  free: 'basic',
  professional: 'professional',
  enterprise: 'enterprise',
};

/** The admin routes over `world`; `special` answers first when it has an answer. */
export function fakeAdminApi(
  world: World,
  special: (call: ApiCall) => FakeAnswer | null | Promise<FakeAnswer | null> = () => null,
) {
  return mockApi(async (call) => {
    const answer = await special(call);
    if (answer) return answer;
    const url = new URL(call.url, 'http://site.test');
    const path = url.pathname.replace(/^\/api\/admin\//, '');
    const query = (name: string) => url.searchParams.get(name);
    if (call.method === 'GET') {
      switch (path) {
        case 'stats':
          return { status: 200, body: stats };
        case 'enhanced-stats':
          return { status: 200, body: enhancedStats };
        case 'notifications':
          return {
            status: 200,
            body: {
              notifications: world.notifications,
              unread: world.notifications.filter((item) => !item.isRead).length,
            },
          };
        case 'subscriptions':
          return { status: 200, body: subscriptions };
        case 'message-templates':
          return { status: 200, body: templates };
        case 'metrics':
          return { status: 200, body: metrics };
        case 'conversations':
          return { status: 200, body: { conversations: [], total: 0 } };
        case 'moderation':
          return { status: 200, body: { items: [], total: 0, pending: 0 } };
        case 'buyers':
          return { status: 200, body: { buyers: [], total: 0 } };
        case 'verification-requests': {
          const requests = world.verificationRequests ?? [];
          const status = query('status');
          return {
            status: 200,
            body: {
              requests: requests
                .filter((row) => !status || row.status === status)
                .sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending')),
              pendingCount: requests.filter((row) => row.status === 'pending').length,
            },
          };
        }
        case 'two-factor':
          return { status: 200, body: world.twoFactor ?? { enabled: false, recoveryCodesLeft: 0 } };
        case 'exporters': {
          const term = (query('searchTerm') ?? '').toLowerCase();
          const found = world.exporters.filter(
            (row) =>
              (!query('filterStatus') || row.status === query('filterStatus')) &&
              (!query('filterPlan') || row.plan === plans[query('filterPlan')!]) &&
              (!term || row.companyName.toLowerCase().includes(term) || row.email.includes(term)),
          );
          const limit = Number(query('limit') ?? 20);
          const offset = Number(query('offset') ?? 0);
          const page = found.slice(offset, offset + limit);
          // Counted as the catalog counts: past the limit a lower bound, exact again on a short last page.
          const cap = world.exporterCountLimit ?? ADMIN_EXPORTER_COUNT_LIMIT;
          const end = offset + page.length;
          const counted =
            found.length <= cap
              ? { total: found.length, totalCapped: false }
              : page.length > 0 && page.length < limit
                ? { total: end, totalCapped: false }
                : { total: Math.max(cap, page.length > 0 ? end : 0), totalCapped: true };
          return { status: 200, body: { exporters: page, ...counted, limit, offset } };
        }
      }
    }
    if (call.method === 'POST' && path === 'notifications/read') {
      world.notifications = world.notifications.map((item) => ({ ...item, isRead: true }));
      return { status: 204 };
    }
    if (call.method === 'POST' && path === 'bulk-actions') {
      const { action, exporterIds } = call.body as { action: 'approve' | 'verify'; exporterIds: number[] };
      const result: BulkActionResultDto = { action, succeeded: [], failed: [] };
      for (const id of exporterIds) {
        const row = world.exporters.find((candidate) => candidate.id === id);
        if (!row) result.failed.push({ id, reason: 'EXPORTER_NOT_FOUND', message: 'Exporter not found' });
        else if (action === 'verify' && row.isVerified)
          result.failed.push({ id, reason: 'ALREADY_VERIFIED', message: 'Exporter is already verified' });
        else if (action === 'approve' && row.status !== 'pending')
          result.failed.push({ id, reason: 'EXPORTER_NOT_PENDING', message: 'Exporter is not pending' });
        else {
          if (action === 'approve') row.status = 'approved';
          else row.isVerified = true;
          result.succeeded.push(id);
        }
      }
      return { status: 200, body: result };
    }
    const review = /^verification-requests\/(\d+)$/.exec(path);
    if (call.method === 'PATCH' && review) {
      const requests = world.verificationRequests ?? [];
      const row = requests.find((candidate) => candidate.id === Number(review[1]));
      if (!row)
        return {
          status: 404,
          body: {
            statusCode: 404,
            reason: 'VERIFICATION_REQUEST_NOT_FOUND',
            message: 'No verification submission has this id',
          },
        };
      if (row.status !== 'pending')
        return {
          status: 409,
          body: {
            statusCode: 409,
            reason: 'VERIFICATION_NOT_PENDING',
            message: 'This submission has been reviewed already',
          },
        };
      const { decision, notes } = call.body as { decision: 'approved' | 'rejected'; notes?: string };
      Object.assign(row, {
        status: decision,
        adminNotes: notes ?? null,
        reviewedAt: '2026-11-26T10:00:00.000Z',
        reviewedBy: 1,
      });
      return {
        status: 200,
        body: {
          id: row.id,
          status: decision,
          exporterId: row.exporterId,
          isVerified: isVerified(requests, row.exporterId),
        },
      };
    }
    const match = /^exporters\/(\d+)(\/status|\/verify)?$/.exec(path);
    const row = world.exporters.find((candidate) => candidate.id === Number(match?.[1]));
    if (match && row) {
      if (call.method === 'PATCH' && match[2] === '/status') {
        row.status = (call.body as { status: 'approved' | 'rejected' }).status;
        return { status: 200, body: { id: row.id, status: row.status } };
      }
      if (call.method === 'PATCH' && match[2] === '/verify') {
        row.isVerified = (call.body as { isVerified: boolean }).isVerified;
        return { status: 200, body: { id: row.id, isVerified: row.isVerified } };
      }
      if (call.method === 'DELETE' && !match[2]) {
        world.exporters = world.exporters.filter((candidate) => candidate !== row);
        return { status: 204 };
      }
    }
    return { status: 500 };
  });
}
