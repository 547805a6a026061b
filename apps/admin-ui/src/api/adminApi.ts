import type {
  ActivityListDto,
  AdminEnhancedStatsDto,
  AdminNotificationListDto,
  AdminStatsDto,
  MessageTemplateDto,
  ModerationListDto,
  ModerationStatus,
  PlatformMetricDto,
  SubscriptionDto,
} from '@ped/contracts/admin';
import type {
  AdminExporterListDto,
  AdminVerificationListDto,
  BulkActionResultDto,
  ExporterStatusResultDto,
  ExporterVerifyResultDto,
  VerificationReviewResultDto,
} from '@ped/contracts/catalog';
import type { AdminBuyerListDto } from '@ped/contracts/identity';
import type {
  AdminConversationListDto,
  BuyerSuspensionDto,
  BuyerSuspensionListDto,
  ConversationModerationAction,
  ModerateConversationResultDto,
} from '@ped/contracts/messaging';
import type {
  AdminPlanFilter,
  ExporterStatus,
  VerificationDecision,
  VerificationRequestStatus,
} from '@ped/contracts/options';
import { apiRequest, useInvalidatingMutation, useQuery, type QueryParams } from '@ped/web-kit';

// The console's reads, each under `['/api/admin', path, query?]`: the default query function joins the key into the
// URL (`/api/admin/exporters?searchTerm=…`). Every admin change invalidates ADMIN_KEY: the counters, charts,
// activity and lists all read again (they are cheap: read models).
export const ADMIN_KEY = ['/api/admin'] as const;

const key = (path: string, query?: QueryParams) =>
  query ? ([...ADMIN_KEY, path, query] as const) : ([...ADMIN_KEY, path] as const);

export function useAdminStats() {
  return useQuery<AdminStatsDto>({ queryKey: key('stats') });
}

export function useEnhancedStats() {
  return useQuery<AdminEnhancedStatsDto>({ queryKey: key('enhanced-stats') });
}

export function useActivity() {
  return useQuery<ActivityListDto>({ queryKey: key('activity') });
}

export interface AdminExporterQuery {
  searchTerm?: string;
  filterStatus?: 'all' | ExporterStatus;
  filterPlan?: AdminPlanFilter;
  sort?: 'createdAt' | 'companyName' | 'completeness';
  order?: 'asc' | 'desc';
  limit?: number;
  offset?: number;
}

/** GET /api/admin/exporters (empty filters are left out of the URL). */
export function useAdminExporters(query: AdminExporterQuery = {}) {
  const params: QueryParams = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== '' && value !== 'all'),
  );
  return useQuery<AdminExporterListDto>({ queryKey: key('exporters', params) });
}

export function useAdminConversations(query: { status?: string; limit?: number; offset?: number } = {}) {
  return useQuery<AdminConversationListDto>({ queryKey: key('conversations', query) });
}

/** GET /api/admin/suspensions: the buyers suspended now, newest first. */
export function useBuyerSuspensions(query: { limit?: number; offset?: number } = {}) {
  return useQuery<BuyerSuspensionListDto>({ queryKey: key('suspensions', query) });
}

export function useModerationQueue(
  query: { status?: ModerationStatus; limit?: number; offset?: number } = {},
) {
  return useQuery<ModerationListDto>({ queryKey: key('moderation', query) });
}

export function useAdminBuyers(
  query: { filter?: 'pending' | 'verified'; limit?: number; offset?: number } = {},
) {
  return useQuery<AdminBuyerListDto>({ queryKey: key('buyers', query) });
}

/** GET /api/admin/verification-requests: the ladder's submissions, pending first (all statuses without one). */
export function useVerificationRequests(query: { status?: VerificationRequestStatus } = {}) {
  return useQuery<AdminVerificationListDto>({ queryKey: key('verification-requests', query) });
}

export function useNotifications() {
  return useQuery<AdminNotificationListDto>({ queryKey: key('notifications') });
}

export function useSubscriptions() {
  return useQuery<SubscriptionDto[]>({ queryKey: key('subscriptions') });
}

export function useMessageTemplates() {
  return useQuery<MessageTemplateDto[]>({ queryKey: key('message-templates') });
}

export function useMetrics() {
  return useQuery<PlatformMetricDto[]>({ queryKey: key('metrics') });
}

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

const adminChange = <TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>) => ({
  mutationFn,
  invalidates: [ADMIN_KEY],
});

export function useSetExporterStatus() {
  return useInvalidatingMutation(
    adminChange(
      async ({ id, status, reason }: { id: number; status: 'approved' | 'rejected'; reason?: string }) =>
        json<ExporterStatusResultDto>(
          await apiRequest('PATCH', `/api/admin/exporters/${id}/status`, { status, reason }),
        ),
    ),
  );
}

export function useSetExporterVerified() {
  return useInvalidatingMutation(
    adminChange(async ({ id, isVerified }: { id: number; isVerified: boolean }) =>
      json<ExporterVerifyResultDto>(
        await apiRequest('PATCH', `/api/admin/exporters/${id}/verify`, { isVerified }),
      ),
    ),
  );
}

export function useRemoveExporter() {
  return useInvalidatingMutation(
    adminChange(async (id: number) => {
      await apiRequest('DELETE', `/api/admin/exporters/${id}`);
    }),
  );
}

export function useBulkAction() {
  return useInvalidatingMutation(
    adminChange(async ({ action, exporterIds }: { action: 'approve' | 'verify'; exporterIds: number[] }) =>
      json<BulkActionResultDto>(await apiRequest('POST', '/api/admin/bulk-actions', { action, exporterIds })),
    ),
  );
}

export function useModerateConversation() {
  return useInvalidatingMutation(
    adminChange(async ({ id, action }: { id: number; action: ConversationModerationAction }) =>
      json<ModerateConversationResultDto>(
        await apiRequest('PATCH', `/api/admin/conversations/${id}/moderate`, { action }),
      ),
    ),
  );
}

/** Suspends a buyer from starting conversations and sending inquiries, with the reason. */
export function useSuspendBuyer() {
  return useInvalidatingMutation(
    adminChange(async ({ buyerId, reason }: { buyerId: number; reason: string }) =>
      json<BuyerSuspensionDto>(await apiRequest('POST', '/api/admin/suspensions', { buyerId, reason })),
    ),
  );
}

export function useLiftSuspension() {
  return useInvalidatingMutation(
    adminChange(async (buyerId: number) => {
      await apiRequest('DELETE', `/api/admin/suspensions/${buyerId}`);
    }),
  );
}

export function useResolveReport() {
  return useInvalidatingMutation(
    adminChange(
      async ({ id, status, notes }: { id: number; status: 'resolved' | 'dismissed'; notes: string }) => {
        await apiRequest('PATCH', `/api/admin/moderation/${id}`, { status, notes });
      },
    ),
  );
}

export function useSetBuyerVerified() {
  return useInvalidatingMutation(
    adminChange(async ({ id, isVerified }: { id: number; isVerified: boolean }) => {
      await apiRequest('PATCH', `/api/admin/buyers/${id}/verify`, { isVerified });
    }),
  );
}

/** Approve or reject one submission of the verification ladder, with notes (a rejection needs them). */
export function useReviewVerification() {
  return useInvalidatingMutation(
    adminChange(
      async ({ id, decision, notes }: { id: number; decision: VerificationDecision; notes?: string }) =>
        json<VerificationReviewResultDto>(
          await apiRequest('PATCH', `/api/admin/verification-requests/${id}`, { decision, notes }),
        ),
    ),
  );
}

export function useMarkNotificationsRead() {
  return useInvalidatingMutation(
    adminChange(async () => {
      await apiRequest('POST', '/api/admin/notifications/read');
    }),
  );
}
