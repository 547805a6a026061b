import { LegalPage, type LegalSection } from './LegalPage';

const SECTIONS: readonly LegalSection[] = [
  [
    'Information We Collect',
    'Account details (name, e-mail, phone), company profile information, the inquiries and messages you send through the site, and basic technical data such as your browser type.',
  ],
  [
    'How We Use Information',
    'To run the directory, connect buyers with exporters, verify exporters, answer your questions and improve the service. We do not sell your personal data.',
  ],
  [
    'Sharing',
    'Exporter profiles are public. When you send an inquiry, the exporter receives the details you entered. Verification partners receive what they need to verify an exporter.',
  ],
  [
    'Data Retention and Deletion',
    'We keep your data while your account is active. When you delete your account, your account data is deleted within 30 days.',
  ],
  [
    'Children',
    'Our services are not intended for anyone under 18, and we do not knowingly collect their data.',
  ],
  ['Security', 'We protect your data with encryption in transit, access controls and regular reviews.'],
  [
    'Your Rights',
    'You may ask to see, correct or delete your personal data. Write to us and we will answer within 30 days.',
  ],
  [
    'Governing Law',
    'This policy is governed by the laws of Pakistan; disputes are settled by arbitration in Karachi, Pakistan.',
  ],
];

/** /privacy */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      path="/privacy"
      description="How the Pakistan Export Directory collects, uses, shares and deletes personal data."
      sections={SECTIONS}
      contactLead="Privacy questions"
    />
  );
}
