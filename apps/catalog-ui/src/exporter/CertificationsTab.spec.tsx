import { screen } from '@testing-library/react';
import { renderWithProviders } from '@ped/web-kit/testing';
import { CertificationsTab } from './CertificationsTab';

describe('the certifications tab', () => {
  it('shows each certification as the exporter’s claim, not yet checked', () => {
    renderWithProviders(<CertificationsTab certifications={['ISO Certification', 'CE Marking']} />);
    expect(screen.getByText('ISO Certification')).toBeTruthy();
    expect(screen.getAllByText('Claimed by the exporter, not yet checked by the directory')).toHaveLength(2);
    expect(screen.getByText(/has not checked these certificates yet/)).toBeTruthy();
  });

  it('says "No certifications listed." when there are none', () => {
    renderWithProviders(<CertificationsTab certifications={[]} />);
    expect(screen.getByText('No certifications listed.')).toBeTruthy();
  });
});
