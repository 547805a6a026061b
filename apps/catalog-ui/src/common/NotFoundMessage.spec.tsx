import { screen } from '@testing-library/react';
import { renderWithProviders } from '@ped/web-kit/testing';
import { NotFoundMessage } from './NotFoundMessage';

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

describe('NotFoundMessage', () => {
  it('asks search engines not to index the page while it is shown', () => {
    const view = renderWithProviders(<NotFoundMessage title="Exporter Not Found">Gone.</NotFoundMessage>);
    expect(screen.getByRole('heading', { level: 1, name: 'Exporter Not Found' })).toBeTruthy();
    expect(robots()).toBe('noindex');
    view.unmount();
    expect(robots()).toBeUndefined();
  });
});
