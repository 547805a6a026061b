import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyExporterDto, ProductDto } from '@ped/contracts/catalog';
import { PLAN_LIMIT_MESSAGES, PRODUCT_MESSAGES } from '@ped/contracts/options';
import { mockApi, renderWithProviders, type ApiCall, type FakeAnswer } from '@ped/web-kit/testing';
import { ProductsTab } from './ProductsTab';
import { categories, myExporter, product, readingQueryClient } from './workspaceFixtures';

const labelled = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), {
    selector: 'input, select, textarea',
  }) as HTMLInputElement;

function render(
  count: number,
  answer: (call: ApiCall) => FakeAnswer = () => ({ status: 500 }),
  { exporter = {}, first = {} }: { exporter?: Partial<MyExporterDto>; first?: Partial<ProductDto> } = {},
) {
  const products = Array.from({ length: count }, (_, index) =>
    product(count - index, index === 0 ? first : {}),
  );
  const api = mockApi((call) =>
    call.method === 'GET' && call.url === '/api/my-exporter/products'
      ? { status: 200, body: { products } }
      : call.method === 'GET' && call.url === '/api/categories'
        ? { status: 200, body: categories }
        : answer(call),
  );
  renderWithProviders(<ProductsTab exporter={myExporter({ productCount: count, ...exporter })} />, {
    path: '/dashboard?tab=products',
    queryClient: readingQueryClient(),
  });
  return { api, user: userEvent.setup({ delay: null }) };
}

describe('ProductsTab (the Basic plan holds 5 products)', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('shows the limit before it is reached and adds a product with the category chosen from the list', async () => {
    const { api, user } = render(3, (call) =>
      call.method === 'POST' ? { status: 201, body: product(4, { name: 'Bath towel' }) } : { status: 500 },
    );
    restore = api.restore;
    expect(await screen.findByText('3 of 5 products on the Basic plan')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Towel set 3' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(screen.getByText(PRODUCT_MESSAGES.name)).toBeTruthy();
    expect(screen.getByText(PRODUCT_MESSAGES.category)).toBeTruthy();
    await user.type(labelled('Product Name'), 'Bath towel');
    await waitFor(() => expect(within(labelled('Category')).getByText('Textiles')).toBeTruthy());
    await user.selectOptions(labelled('Category'), 'Textiles');
    await user.type(labelled('Price \\(USD\\)'), '12.505');
    expect(screen.getByText(PRODUCT_MESSAGES.price)).toBeTruthy();
    await user.clear(labelled('Price \\(USD\\)'));
    await user.type(labelled('Price \\(USD\\)'), '1,250.5');
    await user.type(labelled('Unit'), 'piece');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await screen.findByText('Product added successfully!');
    expect(api.calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/my-exporter/products',
      body: { name: 'Bath towel', categoryId: 2, price: '1250.5', unit: 'piece' },
    });
    expect(labelled('Product Name').value).toBe('');
  });

  it("closes the form at the limit with the plan's message and a way to the plans", async () => {
    const { api } = render(5);
    restore = api.restore;
    expect(await screen.findByText('5 of 5 products on the Basic plan')).toBeTruthy();
    expect(screen.getByText(PLAN_LIMIT_MESSAGES.products, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe(
      '/services#pricing-heading',
    );
    expect((screen.getByRole('button', { name: 'Add Product' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByLabelText(/^Product Name/)).toBeNull();
  });

  it("says the server's limit message when a product added elsewhere reached it first", async () => {
    const { api, user } = render(4, () => ({
      status: 403,
      body: {
        statusCode: 403,
        code: 'FORBIDDEN',
        reason: 'PLAN_LIMIT_REACHED',
        message: PLAN_LIMIT_MESSAGES.products,
      },
    }));
    restore = api.restore;
    await screen.findByText('4 of 5 products on the Basic plan');
    await user.type(labelled('Product Name'), 'Bath towel');
    await waitFor(() => expect(within(labelled('Category')).getByText('Textiles')).toBeTruthy());
    await user.selectOptions(labelled('Category'), 'Textiles');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const toasts = screen.getByRole('region', { name: /Notifications/ });
    expect(await within(toasts).findByText(PLAN_LIMIT_MESSAGES.products)).toBeTruthy();
    expect(within(toasts).getByText('Error')).toBeTruthy();
  });

  it('shows a pending exporter why it cannot add products yet and what happens next, instead of the form', async () => {
    const { api } = render(0, undefined, { exporter: { status: 'pending' } });
    restore = api.restore;
    const section = await screen.findByRole('region', {
      name: 'You can add products once your profile is approved',
    });
    expect(within(section).getByText('We review new exporter profiles within 48 hours.')).toBeTruthy();
    expect(
      within(section).getByRole('link', { name: 'Complete your profile meanwhile' }).getAttribute('href'),
    ).toBe('/dashboard?tab=profile');
    expect(screen.queryByRole('button', { name: 'Add Product' })).toBeNull();
    expect(screen.queryByLabelText(/^Product Name/)).toBeNull();
    expect(screen.queryByText(/products on the Basic plan/)).toBeNull();
    expect(screen.queryByRole('heading', { name: /Your products/ })).toBeNull();
  });

  it('uploads several pictures as they are chosen, orders and removes them, and sends them with the product', async () => {
    let uploaded = 0;
    const stored = (n: number) => `/media/product-${String(n).repeat(16)}-640.webp`;
    const { api, user } = render(1, (call) =>
      call.url === '/api/my-exporter/product-images'
        ? { status: 201, body: { url: stored((uploaded += 1)) } }
        : call.method === 'POST'
          ? { status: 201, body: product(2, { name: 'Bath towel' }) }
          : { status: 500 },
    );
    restore = api.restore;
    await user.type(labelled('Product Name'), 'Bath towel');
    await waitFor(() => expect(within(labelled('Category')).getByText('Textiles')).toBeTruthy());
    await user.selectOptions(labelled('Category'), 'Textiles');
    expect(screen.queryByLabelText(/Image URL/)).toBeNull();
    const files = ['front', 'back', 'label'].map(
      (name) => new File([new Uint8Array(10)], `${name}.jpg`, { type: 'image/jpeg' }),
    );
    await user.upload(screen.getByLabelText('Add pictures of Bath towel'), files);
    const list = await screen.findByRole('list', { name: 'Pictures of Bath towel' });
    await waitFor(() => expect(within(list).queryByText('Uploading…')).toBeNull());
    expect(within(list).getAllByRole('listitem')[0]!.getAttribute('aria-label')).toBe(
      'Picture 1 of 3, the cover',
    );
    // The label shot becomes the cover, the front one goes.
    await user.click(screen.getByRole('button', { name: 'Move picture 3 earlier' }));
    await user.click(screen.getByRole('button', { name: 'Move picture 2 earlier' }));
    await user.click(screen.getByRole('button', { name: 'Remove picture 2' }));
    expect(screen.getByRole('button', { name: 'Move picture 1 earlier' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await screen.findByText('Product added successfully!');
    expect(api.calls.filter((call) => call.url === '/api/my-exporter/product-images')).toHaveLength(3);
    expect(
      api.calls.find((call) => call.url === '/api/my-exporter/products' && call.method === 'POST')?.body,
    ).toEqual({ name: 'Bath towel', categoryId: 2, images: [stored(3), stored(2)] });
    expect(screen.queryByRole('list', { name: /Pictures of/ })).toBeNull();
  });

  it('says which file failed to upload and leaves it out, keeping the others', async () => {
    const { api, user } = render(1, (call) =>
      call.url === '/api/my-exporter/product-images'
        ? { status: 400, body: { message: 'Please upload a JPEG, PNG or WebP image' } }
        : { status: 500 },
    );
    restore = api.restore;
    await user.type(labelled('Product Name'), 'Bath towel');
    const file = new File([new Uint8Array(10)], 'notes.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Add pictures of Bath towel'), file);
    expect(await screen.findByText('notes.jpg: Please upload a JPEG, PNG or WebP image')).toBeTruthy();
    expect(screen.queryByRole('list', { name: /Pictures of/ })).toBeNull();
  });

  it('keeps an uploaded picture when a product is edited: the picture is uploaded, never typed', async () => {
    const picture = '/media/product-0123456789abcdef-640.webp';
    const { api, user } = render(
      1,
      (call) =>
        call.method === 'PATCH' ? { status: 200, body: product(1, { unit: 'set' }) } : { status: 500 },
      { first: { imageUrl: picture } },
    );
    restore = api.restore;
    await user.click(await screen.findByRole('button', { name: 'Edit Towel set 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Towel set 1' }, { timeout: 5000 });
    expect(within(dialog).queryByLabelText(/Image URL/)).toBeNull();
    const unit = within(dialog).getByLabelText(/^Unit/) as HTMLInputElement;
    await user.clear(unit);
    await user.type(unit, 'set');
    await user.click(within(dialog).getByRole('button', { name: 'Save Product' }));
    await screen.findByText('Product updated successfully!');
    const [patch] = api.calls.filter((call) => call.method === 'PATCH');
    expect(patch!.url).toBe('/api/my-exporter/products/1');
    expect(patch!.body).toMatchObject({ name: 'Towel set 1', unit: 'set', images: [picture] });
    expect(patch!.body).not.toHaveProperty('imageUrl');
  });

  it('deletes a product after asking, with the spec’s removal wording', async () => {
    const { api, user } = render(2, (call) => (call.method === 'DELETE' ? { status: 204 } : { status: 500 }));
    restore = api.restore;
    await user.click(await screen.findByRole('button', { name: 'Delete Towel set 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete product?' }, { timeout: 5000 });
    expect(
      within(dialog).getByText('Are you sure you want to remove Towel set 2? This action cannot be undone.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Product deleted successfully');
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', url: '/api/my-exporter/products/2', body: undefined },
    ]);
  });
});
