import { apiErrorStatus, ADMIN_GATE, LoadError, toast } from '@ped/web-kit';
import { useNavigate } from '@ped/web-kit/ui';
import { useEffect, type ReactNode } from 'react';
import { useAdminStats } from '../api/adminApi';
import { ADMIN_LOGIN } from '../adminPaths.constants';
import { DashboardLoading } from './DashboardLoading';

/**
 * Spec: the admin session is confirmed by a successful read of the admin stats. While it loads the dashboard
 * says so; a refused one (the session ended or is not an admin's) gets "Admin Access Required" and /admin-login
 * after 500 ms.
 */
export function SessionCheck({ children }: { children: ReactNode }) {
  const stats = useAdminStats();
  const navigate = useNavigate();
  const status = stats.isError ? apiErrorStatus(stats.error) : undefined;
  const refused = status === 401 || status === 403;
  useEffect(() => {
    if (!refused) return;
    let timer: number | undefined;
    let cancelled = false;
    void toast({ title: ADMIN_GATE.title, description: ADMIN_GATE.description, variant: 'destructive' }).then(
      () => {
        if (!cancelled)
          timer = window.setTimeout(() => navigate(ADMIN_LOGIN, { replace: true }), ADMIN_GATE.delayMs);
      },
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [refused, navigate]);

  if (stats.isPending || refused) return <DashboardLoading />;
  if (stats.isError)
    return <LoadError what="dashboard" onRetry={() => void stats.refetch()} retrying={stats.isRefetching} />;
  return <>{children}</>;
}
