import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BuyerRequirementDto, BuyerQuotationDto } from '@ped/contracts/catalog';
import { TRADE_TERMS_MESSAGES } from '@ped/contracts/options';
import { defaultQueryFn } from '@ped/web-kit';
import { createTestQueryClient, mockApi, renderWithProviders } from '@ped/web-kit/testing';
import { QuotationsDialog } from './QuotationsDialog';

const requirement = {
  id: 7,
  title: 'Basmati rice, 1121 sella',
  isPublic: true,
  targetCurrency: null,
} as BuyerRequirementDto;

function quote(id: number, company: string, unitPrice: number, currency: 'USD' | 'EUR'): BuyerQuotationDto {
  return {
    id,
    requirementId: 7,
    exporterId: id * 10,
    message: `Offer from ${company}`,
    quotation: {
      unitPrice,
      currency,
      unit: 'MT',
      priceTiers: [{ minQuantity: 100, unitPrice: unitPrice - 20 }],
      minimumOrder: 25,
      leadTimeDays: 21,
      incoterm: 'FOB',
      portOfLoading: 'Karachi',
      validUntil: '2026-12-31',
    },
    attachments: ['https://example.com/specs/sella.pdf'],
    status: 'pending',
    declineReason: null,
    decidedAt: null,
    createdAt: '2026-11-02T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    exporter: {
      id: id * 10,
      companyName: company,
      logoUrl: null,
      city: 'Lahore',
      businessType: 'Manufacturer',
      isListed: true,
      isVerified: id === 1,
      isPremium: false,
      verificationChecks: id === 1 ? ['legal_entity', 'site'] : [],
      responseRate: id === 1 ? 92 : null,
      medianResponseMinutes: id === 1 ? 150 : null,
      yearsInBusiness: 12,
    },
  };
}

// Two in USD, one in EUR: the comparison is in USD; EUR 400 at the stated 0.86 EUR per USD is USD 465.12.
const responses = [
  quote(1, 'Punjab Rice Mills', 520, 'USD'),
  quote(2, 'Indus Grains', 500, 'USD'),
  quote(3, 'Sindh Agro', 400, 'EUR'),
];

function renderDialog() {
  const api = mockApi((call) => {
    if (call.url === '/api/buyer/requirements/7/responses')
      return { status: 200, body: { requirementId: 7, responses } };
    if (call.url === '/api/buyer/requirements/7/responses/2/accept')
      return { status: 200, body: { response: { ...responses[1], status: 'accepted' }, conversationId: 77 } };
    if (call.url === '/api/buyer/requirements/7/responses/1/decline')
      return { status: 200, body: { ...responses[0], status: 'declined' } };
    return { status: 404, body: { statusCode: 404, message: 'Not found' } };
  });
  const queryClient = createTestQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, queryFn: defaultQueryFn },
  });
  const view = renderWithProviders(
    <QuotationsDialog open requirement={requirement} onOpenChange={() => undefined} />,
    { path: '/buyer-dashboard?tab=requirements', queryClient },
  );
  return { api, view };
}

/** The desktop table (the phone's cards carry the same terms). */
const table = async () => (await screen.findByRole('region', { name: 'Quotations compared' })) as HTMLElement;

describe('View Responses: the quotations compared', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('converts every unit price to one currency at the stated rate, says the rate and its date, and marks the lowest', async () => {
    const { api } = renderDialog();
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    const compared = await table();
    expect(within(compared).getByRole('rowheader', { name: 'Unit price in USD' })).toBeTruthy();
    expect(within(compared).getByText('USD 465.12')).toBeTruthy();
    expect(within(compared).getByText('at 1 EUR = 1.1628 USD')).toBeTruthy();
    expect(within(compared).getByText('EUR 400.00 per MT')).toBeTruthy();
    expect(within(compared).getAllByText('Lowest price')).toHaveLength(1);
    expect(screen.getByText(/converted to USD at the stated rates of 1 Nov 2026/)).toBeTruthy();
    // The other terms, the exporter's checks and figures, the message and the attachment.
    for (const text of [
      'From 100 MT: EUR 380.00',
      '25 MT',
      '21 days',
      'FOB Karachi',
      '31 Dec 2026',
      'Legal entity',
    ])
      expect(within(compared).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(compared).getByText('Responds within 3 h · 92% response rate')).toBeTruthy();
    expect(within(compared).getAllByRole('link', { name: 'sella.pdf' })[0]?.getAttribute('href')).toBe(
      'https://example.com/specs/sella.pdf',
    );

    // In EUR the USD quotes convert back: USD 500 is EUR 430.00.
    await user.selectOptions(screen.getByLabelText('Compare in'), 'EUR');
    expect(within(compared).getByRole('rowheader', { name: 'Unit price in EUR' })).toBeTruthy();
    expect(within(compared).getByText('EUR 430.00')).toBeTruthy();
    expect(within(compared).getAllByText('at 1 USD = 0.86 EUR')).toHaveLength(2);
  });

  it('accepts a quotation once confirmed and opens its conversation', async () => {
    const { api, view } = renderDialog();
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    await user.click(
      within(await table()).getByRole('button', { name: 'Accept the quotation from Indus Grains' }),
    );
    const confirm = screen.getByRole('region', { name: 'Accept the quotation from Indus Grains?' });
    expect(within(confirm).getByText(/sees your company name and contact details/)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Accept quotation' }));
    await screen.findByText(TRADE_TERMS_MESSAGES.accepted);
    await waitFor(() => expect(view.currentPath()).toBe('/messages/77'));
  });

  it('declines with an optional reason', async () => {
    const { api } = renderDialog();
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    await user.click(
      within(await table()).getByRole('button', { name: 'Decline the quotation from Punjab Rice Mills' }),
    );
    await user.type(screen.getByLabelText('Reason (optional)'), 'Above our target price');
    await user.click(screen.getByRole('button', { name: 'Decline quotation' }));
    await screen.findByText(TRADE_TERMS_MESSAGES.declined);
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/buyer/requirements/7/responses/1/decline',
      body: { reason: 'Above our target price' },
    });
  });
});
