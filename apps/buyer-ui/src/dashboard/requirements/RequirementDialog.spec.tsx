import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BuyerRequirementDto, RequirementTemplateListDto } from '@ped/contracts/catalog';
import { TRADE_TERMS_MESSAGES, REQUIREMENT_MESSAGES } from '@ped/contracts/options';
import { leavePage, mockApi, renderWithProviders, type FakeAnswer } from '@ped/web-kit/testing';
import { RequirementDialog } from './RequirementDialog';
import { REQUIREMENT_FIELD_MESSAGES } from './requirementForm';

const saved: BuyerRequirementDto = {
  id: 12,
  title: 'Basmati rice, 1121 sella',
  description: '2 containers a month',
  categoryId: 2,
  categoryName: 'Rice',
  productSpecifications: null,
  quantity: null,
  budgetRange: null,
  timeline: 'Monthly',
  deliveryLocation: null,
  paymentTerms: 'Net 30 after arrival',
  certificationNeeds: [],
  isPublic: false,
  status: 'active',
  specValues: { variety: '1121 Basmati', brokenPercent: 2 },
  quantityAmount: 40,
  quantityUnit: 'MT',
  incoterm: 'CIF',
  destination: 'Jebel Ali',
  targetPrice: null,
  targetCurrency: null,
  // Passed: an edit may keep it (the server is not sent it).
  deadline: '2026-01-31',
  expiresAt: '2026-02-01T00:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  responseCount: 0,
  pendingResponseCount: 0,
};

const templates: RequirementTemplateListDto = {
  templates: [
    {
      categoryId: 2,
      categorySlug: 'rice-grains',
      categoryName: 'Rice',
      fields: [
        {
          key: 'variety',
          label: 'Variety',
          type: 'select',
          options: ['1121 Basmati', 'IRRI-6'],
          required: true,
        },
        {
          key: 'brokenPercent',
          label: 'Broken',
          type: 'number',
          unit: '%',
          min: 0,
          max: 100,
          required: true,
        },
        {
          key: 'packing',
          label: 'Packing',
          type: 'multiselect',
          options: ['25 kg PP bags', 'Bulk'],
          required: false,
        },
      ],
    },
  ],
};

/** A deadline the server takes: ten days from now. */
const deadline = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const control = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escape(label)}\\s*\\*?$`), {
    selector: 'input, select, textarea',
  }) as HTMLInputElement;

function renderDialog(requirement: BuyerRequirementDto | null, answer: () => FakeAnswer) {
  const api = mockApi((call) => (call.url === '/api/categories' ? { status: 200, body: [] } : answer()));
  const onOpenChange = jest.fn();
  const view = renderWithProviders(
    <RequirementDialog open requirement={requirement} session={1} onOpenChange={onOpenChange} />,
    { path: '/buyer-dashboard' },
  );
  view.queryClient.setQueryData(['/api/requirement-templates'], templates);
  view.queryClient.setQueryData(
    ['/api/categories'],
    [
      { id: 1, name: 'Textiles', slug: 'textiles', description: null, imageUrl: null },
      { id: 2, name: 'Rice', slug: 'rice', description: null, imageUrl: null },
    ],
  );
  return { api, onOpenChange };
}

type User = ReturnType<typeof userEvent.setup>;

/** The structured fields every requirement needs (besides its title, description and template). */
async function fillTerms(user: User) {
  await user.type(control('Quantity'), '2,000');
  await user.selectOptions(control('Unit'), 'MT');
  await user.selectOptions(control('Incoterm'), 'CIF');
  await user.type(control('Destination'), 'Jebel Ali');
  fireEvent.change(control('Deadline'), { target: { value: deadline } });
}

describe('the Post Requirement dialog', () => {
  const leave = jest.spyOn(leavePage, 'to').mockImplementation(() => undefined);
  let restore = () => undefined as void;
  afterEach(() => {
    restore();
    leave.mockClear();
  });

  it('refuses an empty title or description with "Missing Information" and marks both fields', async () => {
    const { api } = renderDialog(null, () => ({ status: 500 }));
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Post Requirement' }));
    await screen.findByText('Missing Information');
    expect(screen.getByText(REQUIREMENT_MESSAGES.missingInformation)).toBeTruthy();
    expect(screen.getByText(REQUIREMENT_FIELD_MESSAGES.title)).toBeTruthy();
    expect(screen.getByText(REQUIREMENT_FIELD_MESSAGES.description)).toBeTruthy();
    // The structured fields are optional (the spec's short request needs only these two).
    for (const message of [
      TRADE_TERMS_MESSAGES.quantityAmount,
      TRADE_TERMS_MESSAGES.quantityUnit,
      TRADE_TERMS_MESSAGES.incoterm,
      TRADE_TERMS_MESSAGES.destination,
      TRADE_TERMS_MESSAGES.deadline,
    ])
      expect(screen.queryByText(message)).toBeNull();
    expect(document.activeElement).toBe(control('Title'));
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("shows the chosen category's template and refuses its answers as the server would", async () => {
    const { api } = renderDialog(null, () => ({ status: 500 }));
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    expect(screen.queryByRole('region', { name: 'Rice details' })).toBeNull();
    await user.type(control('Title'), 'Basmati rice');
    await user.type(control('Description'), '2 containers a month');
    await user.selectOptions(control('Category'), 'Rice');
    expect(screen.getByRole('region', { name: 'Rice details' })).toBeTruthy();
    expect(screen.getByText('0 to 100%')).toBeTruthy();
    await user.type(control('Broken (%)'), '150');
    await fillTerms(user);
    await user.type(control('Target Price (per unit)'), '-5');
    await user.click(screen.getByRole('button', { name: 'Post Requirement' }));
    expect(await screen.findByText('Variety is required')).toBeTruthy();
    expect(screen.getByText('Broken must be at most 100%')).toBeTruthy();
    expect(screen.getByText(TRADE_TERMS_MESSAGES.targetPrice)).toBeTruthy();
    expect(screen.getByText('Please complete the highlighted fields.')).toBeTruthy();
    expect(document.activeElement).toBe(control('Variety'));
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    // Another category asks nothing of rice: its answers go, and so do their messages.
    await user.selectOptions(control('Category'), 'Textiles');
    expect(screen.queryByRole('region', { name: 'Rice details' })).toBeNull();
    expect(screen.queryByText('Variety is required')).toBeNull();
  });

  it('posts every field (public by default, the category as its id, the answers cleaned) and says "Requirement Posted"', async () => {
    const { api, onOpenChange } = renderDialog(null, () => ({ status: 201, body: saved }));
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    expect((screen.getByRole('checkbox', { name: 'Public requirement' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.type(control('Title'), '  Basmati rice ');
    await user.type(control('Description'), '2 containers a month');
    await user.selectOptions(control('Category'), 'Rice');
    await user.selectOptions(control('Variety'), '1121 Basmati');
    await user.type(control('Broken (%)'), '2.5');
    await user.click(screen.getByRole('checkbox', { name: 'Bulk' }));
    await fillTerms(user);
    await user.type(control('Target Price (per unit)'), '1,150');
    await user.selectOptions(control('Currency'), 'EUR');
    await user.selectOptions(control('Payment Terms'), 'Letter of Credit (LC)');
    await user.click(screen.getByRole('button', { name: 'Post Requirement' }));
    await screen.findByText('Requirement Posted');
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/buyer/requirements',
      body: {
        title: 'Basmati rice',
        description: '2 containers a month',
        categoryId: 2,
        specValues: { variety: '1121 Basmati', brokenPercent: 2.5, packing: ['Bulk'] },
        quantityAmount: 2000,
        quantityUnit: 'MT',
        incoterm: 'CIF',
        destination: 'Jebel Ali',
        targetPrice: 1150,
        targetCurrency: 'EUR',
        deadline,
        budgetRange: null,
        paymentTerms: 'Letter of Credit (LC)',
        isPublic: true,
      },
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("posts the spec's short request: a title and a description, no structured details", async () => {
    const { api } = renderDialog(null, () => ({ status: 201, body: saved }));
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    await user.type(control('Title'), 'Cotton towels');
    await user.type(control('Description'), 'Hotel quality, 500 gsm');
    await user.click(screen.getByRole('button', { name: 'Post Requirement' }));
    await screen.findByText('Requirement Posted');
    const body = api.calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Cotton towels',
      description: 'Hotel quality, 500 gsm',
      categoryId: null,
    });
    for (const field of ['quantityAmount', 'quantityUnit', 'incoterm', 'destination', 'deadline'])
      expect(body).not.toHaveProperty(field);
  });

  it('edits a requirement from its saved values (its passed deadline kept, not sent) with PATCH', async () => {
    const { api } = renderDialog(saved, () => ({ status: 200, body: saved }));
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('heading', { name: 'Edit Requirement' })).toBeTruthy();
    expect(control('Title').value).toBe('Basmati rice, 1121 sella');
    // The categories arrive after the form: the saved one is chosen once they are there.
    await waitFor(() => expect(control('Category').value).toBe('2'));
    expect(control('Variety').value).toBe('1121 Basmati');
    expect(control('Broken (%)').value).toBe('2');
    expect(control('Quantity').value).toBe('40');
    expect(control('Payment Terms').value).toBe('Net 30 after arrival');
    expect((screen.getByRole('checkbox', { name: 'Public requirement' }) as HTMLInputElement).checked).toBe(
      false,
    );
    await user.clear(control('Timeline'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Requirement Updated');
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch).toMatchObject({
      url: '/api/buyer/requirements/12',
      body: {
        timeline: null,
        isPublic: false,
        paymentTerms: 'Net 30 after arrival',
        specValues: { variety: '1121 Basmati', brokenPercent: 2 },
        quantityAmount: 40,
      },
    });
    expect(patch?.body).not.toHaveProperty('deadline');
  });

  it('says "Session Expired" on a 401 and goes to sign in after 1 s', async () => {
    const { api } = renderDialog(null, () => ({
      status: 401,
      body: { statusCode: 401, message: 'Unauthorized' },
    }));
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    await user.type(control('Title'), 'Towels');
    await user.type(control('Description'), 'Hotel towels');
    await fillTerms(user);
    await user.click(screen.getByRole('button', { name: 'Post Requirement' }));
    await screen.findByText('Session Expired');
    expect(screen.getByText('Please login again to continue.')).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/api/login?returnTo=%2Fbuyer-dashboard'), {
      timeout: 3000,
    });
  });

  it("shows the server's message beside its field (a template answer too), or 'Failed to create requirement' without one", async () => {
    let answer: FakeAnswer = {
      status: 400,
      body: {
        statusCode: 400,
        message: REQUIREMENT_MESSAGES.category,
        details: [
          { field: 'categoryId', messages: [REQUIREMENT_MESSAGES.category] },
          { field: 'specValues.variety', messages: ['Please choose Variety from the list'] },
        ],
      },
    };
    const { api } = renderDialog(null, () => answer);
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    await user.type(control('Title'), 'Basmati');
    await user.type(control('Description'), 'Sella');
    await user.selectOptions(control('Category'), 'Rice');
    await user.selectOptions(control('Variety'), 'IRRI-6');
    await user.type(control('Broken (%)'), '5');
    await fillTerms(user);
    await user.click(screen.getByRole('button', { name: 'Post Requirement' }));
    expect(await screen.findAllByText(REQUIREMENT_MESSAGES.category)).toHaveLength(2);
    expect(screen.getByText('Please choose Variety from the list')).toBeTruthy();
    // Changing the answer clears the server's message about it.
    await user.selectOptions(control('Variety'), '1121 Basmati');
    expect(screen.queryByText('Please choose Variety from the list')).toBeNull();
    answer = { status: 502 };
    await user.click(screen.getByRole('button', { name: 'Post Requirement' }));
    await screen.findByText(REQUIREMENT_MESSAGES.failed);
  });
});
