import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MEDIA_MESSAGES } from '@ped/contracts/options';
import { renderWithProviders } from '@ped/web-kit/testing';
import { LogoUpload } from './LogoUpload';

describe('uploading the logo from the workspace', () => {
  const realFetch = globalThis.fetch;
  let calls: { url: string; body: FormData }[];

  beforeEach(() => {
    calls = [];
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, body: init.body as FormData });
      // jsdom has no Response: what the upload reads of one.
      const text = JSON.stringify({ url: '/media/logo-0123456789abcdef0123456789abcdef-192.webp' });
      return {
        ok: true,
        status: 200,
        statusText: '',
        text: async () => text,
        json: async () => JSON.parse(text),
      };
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('sends the chosen file in the field "file" to the logo route', async () => {
    renderWithProviders(<LogoUpload exporterId={3} label="Upload logo" />);
    const file = new File([new Uint8Array(100)], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload logo'), { target: { files: [file] } });
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/my-exporter/logo')).toHaveLength(1));
    const sent = calls.find((c) => c.url === '/api/my-exporter/logo')!.body.get('file') as File;
    expect([sent.name, sent.size]).toEqual(['logo.png', 100]);
    await waitFor(() => expect(document.body.textContent).toContain('Logo updated'));
  });

  it('says a file over 5 MB is too large without sending it', async () => {
    renderWithProviders(<LogoUpload exporterId={3} label="Upload logo" />);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Upload logo'), { target: { files: [big] } });
    expect(await screen.findByText(MEDIA_MESSAGES.tooLarge)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
