import { screen, within } from '@testing-library/react';
import type { PublicStatsDto } from '@ped/contracts/catalog';
import { renderWithProviders } from '@ped/web-kit/testing';
import { INQUIRIES_SHOWN_FROM, StatsStrip } from '../home/StatsStrip';
import { AboutPage } from './AboutPage';
import { HelpPage } from './HelpPage';
import { ServicesPage } from './ServicesPage';

const STATS: PublicStatsDto = {
  verifiedExporters: 92,
  totalCategories: 18,
  totalContacts: 1234,
  totalExporters: 206,
  buyerCountries: 7,
};

/** The figure shown for `label` in a description list (label in `dt`, figure in its `dd`). */
function figure(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent ?? null;
}

/** Claims the about and services pages once made that no data backs. */
const UNBACKED = ['1000+', '50+', '10,000+', '95%', 'Satisfaction', 'Verified badge after review'];

describe('figures about the directory', () => {
  for (const [name, Page] of [
    ['About', AboutPage],
    ['Services', ServicesPage],
  ] as const) {
    it(`${name} shows only the live figures of GET /api/stats`, async () => {
      const view = renderWithProviders(<Page />);
      view.queryClient.setQueryData(['/api/stats'], STATS);
      await screen.findByText('1,234');
      expect(figure('Verified exporters')).toBe('92');
      expect(figure('Product categories')).toBe('18');
      expect(figure('Countries our buyers come from')).toBe('7');
      expect(figure('Buyer inquiries in the last 30 days')).toBe('1,234');
      for (const claim of UNBACKED) expect(view.container.textContent).not.toContain(claim);
    });
  }

  it('Services says verification is free on every plan, and no paid plan sells it', async () => {
    const view = renderWithProviders(<ServicesPage />);
    view.queryClient.setQueryData(['/api/stats'], STATS);
    const professional = screen.getByRole('article', { name: 'Professional' });
    expect(within(professional).queryByText(/verif/i)).toBeNull();
    expect(screen.getByText(/Every exporter can be verified free of charge/)).toBeTruthy();
  });

  it("the home strip keeps the spec's fixed 85, labelled as the members' countries, beside the live figures", async () => {
    const view = renderWithProviders(<StatsStrip />);
    view.queryClient.setQueryData(['/api/stats'], STATS);
    await screen.findByText('92');
    expect(screen.getByText('Countries Served by Our Members')).toBeTruthy();
    expect(screen.getByText('85')).toBeTruthy();
    expect(screen.getByText('Inquiries in the Last 30 Days')).toBeTruthy();
    expect(screen.getByText('1,234')).toBeTruthy();
  });

  it('the home strip leaves out an inquiries figure too small to mean anything ("1 Inquiries")', async () => {
    const view = renderWithProviders(<StatsStrip />);
    view.queryClient.setQueryData(['/api/stats'], { ...STATS, totalContacts: INQUIRIES_SHOWN_FROM - 1 });
    await screen.findByText('92');
    expect(screen.queryByText('Inquiries in the Last 30 Days')).toBeNull();
    expect(screen.getByText('Countries Served by Our Members')).toBeTruthy();
  });
});

describe('/help', () => {
  it('answers buyers and exporters, and explains verification in the section the footer links to', () => {
    const { container } = renderWithProviders(<HelpPage />, { path: '/help' });
    expect(screen.getByRole('heading', { level: 2, name: 'For buyers' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'For exporters' })).toBeTruthy();
    const verification = container.querySelector('#verification');
    expect(verification?.textContent).toContain('within 48 hours');
    expect(verification?.textContent).toContain('free for every exporter');
  });
});
