import { LegalPage, type LegalSection } from './LegalPage';

const SECTIONS: readonly LegalSection[] = [
  [
    'Acceptance of Terms',
    'By using the Pakistan Export Directory you agree to these Terms of Service. If you do not agree, please do not use the site.',
  ],
  [
    'Eligibility',
    'You must be at least 18 years old to create an account or use the directory. Persons under 18 are not permitted to use our services.',
  ],
  [
    'Accounts',
    'You are responsible for the accuracy of the information you provide and for keeping your sign-in details confidential. Exporters must describe their company, products and certifications truthfully.',
  ],
  [
    'Verification',
    'Exporters are reviewed before they are listed. Verification is carried out by certified third-party partners and normally takes 48 hours. A verified badge is not a guarantee of any individual transaction.',
  ],
  [
    'Plans, Billing and Refunds',
    'Buyers use the directory free of charge. Paid exporter plans (Professional and Enterprise) are billed monthly in advance. Payments are non-refundable.',
    'We will give at least 30 days notice of any change in price before it applies to your plan.',
  ],
  [
    'No Commission',
    'Buyers and exporters deal directly with each other. We take no commission on any transaction and are not a party to any contract between buyers and exporters.',
  ],
  [
    'Acceptable Use',
    'You may not post false, misleading or unlawful content, send unsolicited bulk messages, or attempt to disrupt the site. We may suspend or remove accounts that break these rules.',
  ],
  [
    'Limitation of Liability',
    'The directory is provided "as is". To the extent permitted by law we are not liable for losses arising from dealings between buyers and exporters.',
  ],
  [
    'Governing Law and Disputes',
    'These terms are governed by the laws of Pakistan. Any dispute arising from them shall be settled by arbitration in Karachi, Pakistan.',
  ],
];

/** /terms */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      path="/terms"
      description="The terms of service of the Pakistan Export Directory: eligibility, plans and billing, verification, liability and disputes."
      sections={SECTIONS}
      contactLead="Questions about these terms"
    />
  );
}
