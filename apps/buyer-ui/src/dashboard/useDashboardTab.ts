import { useSearchParams } from '@ped/web-kit/ui';
import { useCallback } from 'react';

export const DASHBOARD_TABS = ['overview', 'requirements', 'saved', 'profile'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

const isTab = (value: string | null): value is DashboardTab => DASHBOARD_TABS.includes(value as DashboardTab);

/** The dashboard's tab, kept in the address (`?tab=requirements`) so reload, links and Back show it again. */
export function useDashboardTab() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: DashboardTab = isTab(requested) ? requested : 'overview';
  const showTab = useCallback(
    (next: DashboardTab) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === 'overview') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      }),
    [setParams],
  );
  return [tab, showTab] as const;
}
