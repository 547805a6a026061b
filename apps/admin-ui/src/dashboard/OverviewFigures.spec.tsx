import { screen } from '@testing-library/react';
import { renderWithProviders } from '@ped/web-kit/testing';
import { adminUser, readingQueryClient } from '../testing/adminFixtures';
import { enhancedStats } from '../testing/dashboardFixtures';
import { OverviewFigures } from './OverviewTab';

function render(stats: typeof enhancedStats) {
  renderWithProviders(<OverviewFigures stats={stats} />, {
    path: '/admin',
    user: adminUser,
    queryClient: readingQueryClient(),
  });
}

describe('the overview’s four figures', () => {
  it('gives the growth against last month’s total', () => {
    render(enhancedStats);
    expect(screen.getByText('+4.3% from last month')).toBeTruthy();
  });

  it('says how many joined this month when there were none last month, not "0%"', () => {
    render({ ...enhancedStats, growthRate: null });
    expect(screen.getByText('6 joined this month')).toBeTruthy();
    expect(screen.queryByText(/from last month/)).toBeNull();
  });
});
