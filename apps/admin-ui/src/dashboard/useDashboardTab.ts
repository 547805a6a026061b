import { useSearchParams } from '@ped/web-kit/ui';

export const DASHBOARD_TABS = [
  ['overview', 'Overview'],
  ['analytics', 'Analytics'],
  ['exporters', 'Exporters'],
  ['verification', 'Verification'],
  ['financial', 'Financial'],
  ['communication', 'Communication'],
  ['moderation', 'Moderation'],
  ['system', 'System'],
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number][0];

/** `/admin?tab=exporters`: the open tab is in the address (notification links and reloads open it). */
export function useDashboardTab(): [DashboardTab, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = DASHBOARD_TABS.find(([name]) => name === asked)?.[0] ?? 'overview';
  const select = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'overview') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return [tab, select];
}
