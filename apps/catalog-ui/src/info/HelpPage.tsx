import { formatPkr } from '@ped/contracts/format';
import { Container, Heading, List, Stack, Text } from '@ped/web-kit/ui';
import { PLANS } from '@ped/contracts/options';
import { pageTitle, usePageMeta, useSiteConfig } from '@ped/web-kit';
import { PageHero } from '../common/PageHero';
import { BASE_KEYWORDS, siteUrl } from '../common/siteMeta';
import { FaqList, type Faq } from './FaqList';
import { InfoSection } from './InfoSection';
import { TextLink } from './TextLink';

const planPrices = PLANS.map((plan) =>
  plan.pricePkr === 0 ? `${plan.name} is free` : `${plan.name} costs ${formatPkr(plan.pricePkr)} a month`,
).join(', ');

// The ladder's four checks (VERIFICATION_CHECK_LABELS), as the exporter's Verification tab asks for them.
const VERIFICATION_CHECKS = [
  'Contact details: the business e-mail answers a code we send, and the phone number given reaches the company.',
  'Legal entity: the SECP incorporation number and the FBR tax number (NTN) match the registers and the name on the profile.',
  'Exporter body membership: the company is a member of a chamber of commerce or an exporters’ association.',
  'Site: the premises are shown on a video call, or in a recent third-party audit report.',
] as const;

/** /help: questions buyers and exporters ask, and how verification works (the footer's Verification Process). */
export function HelpPage() {
  const { contactEmail } = useSiteConfig();
  usePageMeta({
    title: pageTitle('Help Center'),
    description:
      'Answers for buyers and exporters using the Pakistan Export Directory: contacting exporters, accounts, plans, and how exporters are verified.',
    keywords: ['help', 'FAQ', 'exporter verification', ...BASE_KEYWORDS],
    path: '/help',
    structuredData: { '@context': 'https://schema.org', '@type': 'FAQPage', url: siteUrl('/help') },
  });

  const support = (
    <>
      {contactEmail && (
        <>
          write to <TextLink to={`mailto:${contactEmail}`}>{contactEmail}</TextLink> or{' '}
        </>
      )}
      <TextLink to="/contact?type=technical_support">send us a message</TextLink>
    </>
  );

  const buyers: readonly Faq[] = [
    [
      'Does the directory cost anything for buyers?',
      'No. Browsing, contacting exporters and a buyer account are free, and we take no commission on any deal.',
    ],
    [
      'How do I contact an exporter?',
      'Use "Contact Exporter" on the exporter’s card or profile. Your message goes to the exporter, who answers you by e-mail; you need no account for it.',
    ],
    [
      'What does the Verified badge mean?',
      <>
        That certified partners have confirmed the company’s legal registration and at least one more check
        (contact details, membership of an exporters’ body, or its site) in the last year; the profile names
        the checks passed. It is not a guarantee of any order: see{' '}
        <TextLink to="#verification">how verification works</TextLink>.
      </>,
    ],
    [
      'Are the certifications on a profile checked?',
      'Not yet. A profile shows certifications as the exporter’s claim; ask for a copy of the certificate and confirm it with the body that issued it.',
    ],
    [
      'How do I pay an exporter safely?',
      <>
        Pay only the company’s own bank account, by a method that protects you, and watch for the warning
        signs in our <TextLink to="/safety">Safety Guidelines</TextLink>.
      </>,
    ],
    [
      'I forgot my password.',
      <>
        Resetting a password by e-mail is not available yet: {support}, and we will help you back into your
        account.
      </>,
    ],
  ];

  const exporters: readonly Faq[] = [
    [
      'How do I list my company?',
      <>
        Choose a plan on <TextLink to="/exporter-registration">Join as Exporter</TextLink> and fill in the
        registration form. We review every application within 48 hours before it is listed.
      </>,
    ],
    ['What do the plans cost?', `${planPrices}. Paid plans are billed monthly in advance.`],
    [
      'Does a paid plan get my company verified?',
      'No. Verification is free for every exporter, whatever its plan, and is never sold.',
    ],
    [
      'How do I change my listing or my plan?',
      <>
        <TextLink to="/contact?type=exporter_registration">Send us a message</TextLink> and our team will
        help.
      </>,
    ],
  ];

  return (
    <>
      <PageHero
        title="Help Center"
        lead="Answers for buyers and exporters. Can’t find yours? Our team replies within 24 hours."
      />
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <Stack gap={{ base: '12', md: '16' }}>
          <InfoSection id="buyers-heading" title="For buyers">
            <FaqList items={buyers} />
          </InfoSection>
          <InfoSection id="exporters-heading" title="For exporters">
            <FaqList items={exporters} />
          </InfoSection>
          {/* The footer's "Verification Process" links here; the margin keeps the heading clear of the sticky header. */}
          <Stack
            as="section"
            id="verification"
            aria-labelledby="verification-heading"
            gap="4"
            maxW="3xl"
            scrollMarginTop="24"
          >
            <Heading id="verification-heading" as="h2" size={{ base: 'xl', md: '2xl' }}>
              Verification Process
            </Heading>
            <Text>
              Certified third-party partners review each check within 48 hours of receiving its evidence.
              There are four checks:
            </Text>
            <List.Root as="ol" ps="5" gap="2">
              {VERIFICATION_CHECKS.map((check) => (
                <List.Item key={check}>{check}</List.Item>
              ))}
            </List.Root>
            <Text>
              A profile names each check passed and the month it passed; a check lapses a year later unless it
              is checked again. The Verified badge shows while the legal entity check and one other check are
              current. Certificates such as ISO or Halal are checked one by one against the issuing body once
              the exporter sends a copy; until then the profile shows them as claimed by the exporter.
            </Text>
            <Text>
              Verification is free for every exporter and never part of a paid plan. The badge confirms who a
              company is, not the quality of an order: agree samples, inspection and payment terms as our{' '}
              <TextLink to="/safety">Safety Guidelines</TextLink> advise. Exporters send the evidence of each
              check from the Verification tab of their{' '}
              <TextLink to="/dashboard?tab=verification">dashboard</TextLink>.
            </Text>
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
