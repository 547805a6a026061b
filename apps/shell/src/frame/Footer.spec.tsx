import { screen, within } from '@testing-library/react';
import { SITE_CONFIG_URL, type SiteConfig } from '@ped/web-kit';
import { renderWithProviders } from '@ped/web-kit/testing';
import { Footer } from './Footer';

function renderFooter(config: SiteConfig) {
  const view = renderWithProviders(<Footer />);
  view.queryClient.setQueryData([SITE_CONFIG_URL], config);
  return view;
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the footer', () => {
  it('links support and legal pages to real pages', async () => {
    renderFooter({});
    const support = await screen.findByRole('navigation', { name: 'Support' });
    expect(
      within(support)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Contact Us', '/contact'],
      ['Help Center', '/help'],
      ['Verification Process', '/help#verification'],
      ['Safety Guidelines', '/safety'],
    ]);
    expect(hrefOf('Privacy Policy')).toBe('/privacy');
    expect(hrefOf('Terms of Service')).toBe('/terms');
  });

  it('shows the configured contact details and social links, and nothing for what is not configured', async () => {
    renderFooter({
      contactEmail: 'info@ped.example',
      contactPhone: '+92 21 1234 5678',
      address: 'Lahore, Pakistan',
      social: { linkedin: 'https://www.linkedin.com/company/ped' },
    });
    expect(await screen.findByRole('link', { name: 'info@ped.example' })).toBeTruthy();
    expect(hrefOf('+92 21 1234 5678')).toBe('tel:+922112345678');
    expect(screen.getByText('Lahore, Pakistan')).toBeTruthy();
    expect(hrefOf('LinkedIn')).toBe('https://www.linkedin.com/company/ped');
    expect(screen.queryByRole('link', { name: 'Twitter' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Facebook' })).toBeNull();
  });

  it('shows no social links and no phone when none are configured', async () => {
    renderFooter({ contactEmail: 'info@ped.example' });
    await screen.findByRole('link', { name: 'info@ped.example' });
    for (const name of ['LinkedIn', 'Twitter', 'Facebook'])
      expect(screen.queryByRole('link', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: /^\+92/ })).toBeNull();
  });
});
