import { fireEvent, screen, within } from '@testing-library/react';
import type { ProductDto } from '@ped/contracts/catalog';
import { renderWithProviders } from '@ped/web-kit/testing';
import { ExporterLogo } from './ExporterLogo';
import { ProductCard } from './ProductCard';

const HASH = '0123456789abcdef0123456789abcdef';
const product: ProductDto = {
  id: 7,
  exporterId: 3,
  name: 'Super Basmati Rice',
  description: null,
  categoryId: 2,
  imageUrl: `/media/product-${HASH}-640.webp`,
  images: [`/media/product-${HASH}-640.webp`],
  price: '1150.00',
  unit: 'ton',
  minimumOrder: '20 tons',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('stored images on the pages: their space reserved, their width chosen, loaded when near', () => {
  it('gives a product picture its 16:10 box, both widths and lazy loading', () => {
    renderWithProviders(<ProductCard product={product} />);
    const image = screen.getByRole('img', { name: 'Super Basmati Rice' });
    expect(image.getAttribute('width')).toBe('640');
    expect(image.getAttribute('height')).toBe('400');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('srcset')).toBe(
      `/media/product-${HASH}-320.webp 320w, /media/product-${HASH}-640.webp 640w`,
    );
  });

  it('shows a product’s other pictures as thumbnails that each take the frame, the cover first', async () => {
    const second = `/media/product-${'f'.repeat(32)}-640.webp`;
    renderWithProviders(<ProductCard product={{ ...product, images: [product.imageUrl!, second] }} />);
    const frame = () => screen.getByRole('img', { name: 'Super Basmati Rice' }).getAttribute('src');
    expect(frame()).toBe(product.imageUrl);
    const thumbs = within(screen.getByRole('list', { name: 'Pictures of Super Basmati Rice' }));
    expect(thumbs.getByRole('button', { name: 'Show picture 1 of 2' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(thumbs.getByRole('button', { name: 'Show picture 2 of 2' }));
    expect(frame()).toBe(second);
    expect(thumbs.getByRole('button', { name: 'Show picture 2 of 2' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('shows no thumbnails for a product with one picture', () => {
    renderWithProviders(<ProductCard product={product} />);
    expect(screen.queryByRole('list', { name: /Pictures of/ })).toBeNull();
  });

  it('draws a card’s logo in its box lazily, the profile’s at once, each with the widths', () => {
    const logoUrl = `/media/logo-${HASH}-192.webp`;
    renderWithProviders(
      <>
        <ExporterLogo companyName="Indus Rice Mills" logoUrl={logoUrl} />
        <ExporterLogo companyName="Chenab Leather" logoUrl={logoUrl} size="2xl" />
      </>,
    );
    const card = screen.getByRole('img', { name: 'Indus Rice Mills logo' });
    expect([card.getAttribute('width'), card.getAttribute('loading'), card.getAttribute('sizes')]).toEqual([
      '44',
      'lazy',
      '44px',
    ]);
    expect(card.getAttribute('srcset')).toBe(`/media/logo-${HASH}-96.webp 96w, ${logoUrl} 192w`);
    const profile = screen.getByRole('img', { name: 'Chenab Leather logo' });
    expect([profile.getAttribute('width'), profile.getAttribute('loading')]).toEqual(['64', 'eager']);
  });

  it('keeps an exporter’s own https logo as it is (no widths to choose from)', () => {
    renderWithProviders(<ExporterLogo companyName="Sialkot Sports" logoUrl="https://example.com/logo.png" />);
    expect(screen.getByRole('img', { name: 'Sialkot Sports logo' }).getAttribute('srcset')).toBeNull();
  });
});
