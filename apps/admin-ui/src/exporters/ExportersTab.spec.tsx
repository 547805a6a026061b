import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@ped/web-kit/testing';
import { ADMIN_EXPORTER_COUNT_LIMIT } from '@ped/contracts/options';
import { ExportDataButton } from '../header/ExportDataButton';
import { adminUser, readingQueryClient } from '../testing/adminFixtures';
import { exporter, fakeAdminApi } from '../testing/dashboardFixtures';
import { ExportersTab } from './ExportersTab';

/** A Blob's text (jsdom's Blob has no text()). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

// The pager is left while a page loads (the skeleton stands in), so each step finds it again.
const pager = () => within(screen.getByRole('navigation', { name: 'Exporter pages' }));
const next = () => pager().getByRole('button', { name: 'Next' }) as HTMLButtonElement;
const many = (count: number) => Array.from({ length: count }, (_, index) => exporter(index + 1));

function render(ui: React.ReactElement, exporters: ReturnType<typeof many>, exporterCountLimit?: number) {
  const api = fakeAdminApi({ exporters, notifications: [], exporterCountLimit });
  renderWithProviders(ui, {
    path: '/admin?tab=exporters',
    user: adminUser,
    queryClient: readingQueryClient(),
  });
  return { api, user: userEvent.setup({ delay: null }) };
}

describe('the exporters tab counts its matches up to a limit', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('gives an exact count and the last page when the matches are within the limit', async () => {
    const { api, user } = render(<ExportersTab />, many(45));
    restore = api.restore;
    await screen.findByRole('navigation', { name: 'Exporter pages' });
    pager().getByText('Showing 1–20 of 45');
    pager().getByText('Page 1 of 3');
    await user.click(next());
    await screen.findByText('Showing 21–40 of 45');
    await user.click(next());
    await screen.findByText('Showing 41–45 of 45');
    expect(next().disabled).toBe(true);
  });

  it('shows "100+" past the limit and keeps every full page reachable', async () => {
    const { api, user } = render(<ExportersTab />, many(ADMIN_EXPORTER_COUNT_LIMIT + 50));
    restore = api.restore;
    await screen.findByRole('navigation', { name: 'Exporter pages' });
    pager().getByText('Showing 1–20 of 100+');
    pager().getByText('Page 1 of 5+');
    expect(next().disabled).toBe(false);
    await user.click(next());
    await screen.findByText('Showing 21–40 of 100+');
    expect(api.calls.at(-1)?.url).toContain('offset=20');
  });

  it('pages past the limit until a short page gives the exact total', async () => {
    const cap = 30;
    const { api, user } = render(<ExportersTab />, many(75), cap);
    restore = api.restore;
    await screen.findByRole('navigation', { name: 'Exporter pages' });
    pager().getByText('Showing 1–20 of 30+');
    await user.click(next());
    await screen.findByText('Showing 21–40 of 40+');
    pager().getByText('Page 2 of 2+');
    await user.click(next());
    await screen.findByText('Showing 41–60 of 60+');
    pager().getByText('Page 3 of 3+');
    await user.click(next());
    await screen.findByText('Showing 61–75 of 75');
    pager().getByText('Page 4 of 4');
    expect(next().disabled).toBe(true);
  });

  it('exports every matching exporter to CSV, past a capped total', async () => {
    const saved: Blob[] = [];
    const createObjectURL = URL.createObjectURL;
    const revokeObjectURL = URL.revokeObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:exporters';
    };
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const { api, user } = render(<ExportDataButton />, many(250), 120);
      restore = api.restore;
      await user.click(screen.getByRole('button', { name: 'Export Data' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      const lines = (await readText(saved[0]!))
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines).toHaveLength(1 + 250);
      expect(
        api.calls.map((call) => new URL(call.url, 'http://site.test').searchParams.get('offset')),
      ).toEqual(['0', '100', '200']);
    } finally {
      click.mockRestore();
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    }
  });
});

describe('bulk actions on the selection (issue 33)', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  const bulkCalls = (api: { calls: { url: string }[] }) =>
    api.calls.filter((call) => call.url.endsWith('/bulk-actions'));

  it('asks with the count and the companies; Cancel sends nothing', async () => {
    const { api, user } = render(<ExportersTab />, many(3));
    restore = api.restore;
    await user.click(await screen.findByRole('checkbox', { name: 'Select all exporters on this page' }));
    await user.click(screen.getByRole('button', { name: 'Bulk Approve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve 3 exporters?' });
    for (const name of ['Exporter 1', 'Exporter 2', 'Exporter 3']) within(dialog).getByText(name);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bulkCalls(api)).toHaveLength(0);
    screen.getByText('3 selected');
  });

  it('counts what was done, and names what failed', async () => {
    const rows = [...many(2), exporter(3, { status: 'approved', companyName: 'Indus Rice' })];
    const { api, user } = render(<ExportersTab />, rows);
    restore = api.restore;
    await user.click(await screen.findByRole('checkbox', { name: 'Select all exporters on this page' }));
    await user.click(screen.getByRole('button', { name: 'Bulk Approve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve 3 exporters?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve 3 exporters' }));
    await screen.findByText('2 approved, 1 failed');
    // In the toast and in the list above the table.
    expect(screen.getAllByText('#3 Indus Rice: Exporter is not pending')).toHaveLength(2);
    expect(bulkCalls(api)).toHaveLength(1);

    await user.click(await screen.findByRole('checkbox', { name: 'Select Exporter 1' }));
    await user.click(screen.getByRole('button', { name: 'Bulk Verify' }));
    const verify = await screen.findByRole('alertdialog', { name: 'Verify 1 exporter?' });
    await user.click(within(verify).getByRole('button', { name: 'Verify 1 exporter' }));
    await screen.findByText('Bulk verify completed successfully: 1 verified');
  });
});
