import { screen } from '@testing-library/react';
import type { AuthUser } from '@ped/web-kit';
import { renderWithProviders } from '@ped/web-kit/testing';
import { ChooseSignInPage } from './ChooseSignInPage';

describe('/sign-in (the choice of buyer or exporter sign-in)', () => {
  it('offers buyer and exporter sign-in, each carrying the way back', () => {
    renderWithProviders(<ChooseSignInPage />, { path: '/sign-in?returnTo=%2Fexporters%2F5' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buyer sign-in' }).getAttribute('href')).toBe(
      '/buyer-login?returnTo=%2Fexporters%2F5',
    );
    expect(screen.getByRole('link', { name: 'Exporter sign-in' }).getAttribute('href')).toBe(
      '/sign-in/exporter?returnTo=%2Fexporters%2F5',
    );
  });

  it('drops a way back that leads off the site', () => {
    renderWithProviders(<ChooseSignInPage />, { path: '/sign-in?returnTo=https%3A%2F%2Fevil.example' });
    expect(screen.getByRole('link', { name: 'Buyer sign-in' }).getAttribute('href')).toBe('/buyer-login');
    expect(screen.getByRole('link', { name: 'Exporter sign-in' }).getAttribute('href')).toBe(
      '/sign-in/exporter',
    );
  });

  it('offers a signed-in user to continue instead', () => {
    const buyer: AuthUser = {
      id: 3,
      email: 'li@example.cn',
      firstName: 'Li',
      profileImageUrl: null,
      role: 'buyer',
    };
    renderWithProviders(<ChooseSignInPage />, { path: '/sign-in?returnTo=%2Fbrowse', user: buyer });
    expect(screen.getByRole('heading', { level: 1, name: 'You are already signed in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/browse');
  });
});
