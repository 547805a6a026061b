import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BuyerRequirementDto } from '@ped/contracts/catalog';
import { REQUIREMENT_MESSAGES } from '@ped/contracts/options';
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
  quantity: '40 tons',
  budgetRange: null,
  timeline: 'Monthly',
  deliveryLocation: 'Jebel Ali',
  paymentTerms: 'Net 30 after arrival',
  certificationNeeds: [],
  isPublic: false,
  status: 'active',
  expiresAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  responseCount: 0,
};

const control = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), {
    selector: 'input, select, textarea',
  }) as HTMLInputElement;

function renderDialog(requirement: BuyerRequirementDto | null, answer: () => FakeAnswer) {
  const api = mockApi((call) => (call.url === '/api/categories' ? { status: 200, body: [] } : answer()));
  const onOpenChange = jest.fn();
  const view = renderWithProviders(
    <RequirementDialog open requirement={requirement} session={1} onOpenChange={onOpenChange} />,
    { path: '/buyer-dashboard' },
  );
  view.queryClient.setQueryData(
    ['/api/categories'],
    [
      { id: 1, name: 'Textiles', slug: 'textiles', description: null, imageUrl: null },
      { id: 2, name: 'Rice', slug: 'rice', description: null, imageUrl: null },
    ],
  );
  return { api, onOpenChange };
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
    expect(document.activeElement).toBe(control('Title'));
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('posts every field (public by default, the category as its id) and says "Requirement Posted"', async () => {
    const { api, onOpenChange } = renderDialog(null, () => ({ status: 201, body: saved }));
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    expect((screen.getByRole('checkbox', { name: 'Public requirement' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.type(control('Title'), '  Basmati rice ');
    await user.type(control('Description'), '2 containers a month');
    await user.selectOptions(control('Category'), 'Rice');
    await user.type(control('Quantity'), '40 tons');
    await user.selectOptions(control('Payment Terms'), 'Letter of Credit (LC)');
    await user.click(screen.getByRole('button', { name: 'Post Requirement' }));
    await screen.findByText('Requirement Posted');
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/buyer/requirements',
      body: {
        title: 'Basmati rice',
        description: '2 containers a month',
        categoryId: 2,
        quantity: '40 tons',
        budgetRange: null,
        paymentTerms: 'Letter of Credit (LC)',
        isPublic: true,
      },
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('edits a requirement from its saved values (a free-text payment term kept) with PATCH', async () => {
    const { api } = renderDialog(saved, () => ({ status: 200, body: saved }));
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('heading', { name: 'Edit Requirement' })).toBeTruthy();
    expect(control('Title').value).toBe('Basmati rice, 1121 sella');
    // The categories arrive after the form: the saved one is chosen once they are there.
    await waitFor(() => expect(control('Category').value).toBe('2'));
    expect(control('Payment Terms').value).toBe('Net 30 after arrival');
    expect((screen.getByRole('checkbox', { name: 'Public requirement' }) as HTMLInputElement).checked).toBe(
      false,
    );
    await user.clear(control('Timeline'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Requirement Updated');
    expect(api.calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: '/api/buyer/requirements/12',
      body: { timeline: null, isPublic: false, paymentTerms: 'Net 30 after arrival' },
    });
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
    await user.click(screen.getByRole('button', { name: 'Post Requirement' }));
    await screen.findByText('Session Expired');
    expect(screen.getByText('Please login again to continue.')).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/api/login?returnTo=%2Fbuyer-dashboard'), {
      timeout: 3000,
    });
  });

  it("shows the server's message beside its field, or 'Failed to create requirement' without one", async () => {
    let answer: FakeAnswer = {
      status: 400,
      body: {
        statusCode: 400,
        message: REQUIREMENT_MESSAGES.category,
        details: [{ field: 'categoryId', messages: [REQUIREMENT_MESSAGES.category] }],
      },
    };
    const { api } = renderDialog(null, () => answer);
    restore = api.restore;
    const user = userEvent.setup({ delay: null });
    await user.type(control('Title'), 'Towels');
    await user.type(control('Description'), 'Hotel towels');
    await user.click(screen.getByRole('button', { name: 'Post Requirement' }));
    expect(await screen.findAllByText(REQUIREMENT_MESSAGES.category)).toHaveLength(2);
    answer = { status: 502 };
    await user.click(screen.getByRole('button', { name: 'Post Requirement' }));
    await screen.findByText(REQUIREMENT_MESSAGES.failed);
  });
});
