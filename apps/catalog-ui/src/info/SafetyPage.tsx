import { Container, List, Stack, Text } from '@ped/web-kit/ui';
import { pageTitle, usePageMeta, useSiteConfig } from '@ped/web-kit';
import { PageHero } from '../common/PageHero';
import { BASE_KEYWORDS } from '../common/siteMeta';
import { InfoCards } from './InfoCards';
import { InfoSection } from './InfoSection';
import { TextLink } from './TextLink';

/** The frauds international buyers meet most, each with how to recognise it. */
const SCAM_PATTERNS = [
  [
    'Advance payment to a personal account',
    'A request to pay an individual, a relative or a company with another name, or an account in a third country. Pay only the exporter’s own company account, in the name on its registration.',
  ],
  [
    'Changed bank details',
    'An e-mail saying the bank account has changed, often from an address that looks like the usual one. Before paying, call the exporter on the number you already have (the one on its profile), never on one given in that e-mail.',
  ],
  [
    'Prices too good to be true',
    'Basmati, cotton yarn or surgical steel far below the market price, usually with a large advance asked. Compare quotes from several exporters.',
  ],
  [
    'Pressure to decide now',
    '“The price holds only today”, “the stock is almost gone”, “pay before the weekend”. A real supplier gives you time to check.',
  ],
  [
    'Fake certificates',
    'Certificates on a profile are the exporter’s claim until checked. Ask for a copy and confirm its number with the body that issued it (the certification body’s own register).',
  ],
  [
    'Requests to leave the directory',
    'Being pushed at once to a personal messenger or e-mail address, or asked not to mention the deal to us. Keep the first contact and the key terms in writing.',
  ],
] as const;

const SAFER_TRADE = [
  'Start with samples and a small trial order before a large one.',
  'For larger orders, use a letter of credit or cash against documents rather than an advance payment.',
  'Book an independent pre-shipment inspection; pay the balance after its report.',
  'Prefer exporters with the Verified badge, and still check the company yourself.',
] as const;

/** /safety: the scam patterns buyers should know, safer ways to trade, and how to report. */
export function SafetyPage() {
  const { contactEmail } = useSiteConfig();
  usePageMeta({
    title: pageTitle('Safety Guidelines'),
    description:
      'How buyers avoid trade fraud when sourcing from Pakistan: advance payments to personal accounts, changed bank details, prices too good to be true, fake certificates, and how to report them.',
    keywords: ['trade fraud', 'payment safety', 'import safety', ...BASE_KEYWORDS],
    path: '/safety',
  });
  return (
    <>
      <PageHero
        title="Safety Guidelines"
        lead="Trade fraud follows familiar patterns. Know them before you pay an exporter you have not dealt with before."
      />
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <Stack gap={{ base: '12', md: '16' }}>
          <InfoSection
            id="scams-heading"
            title="Warning signs"
            lead="Stop and check before paying when you see any of these."
          >
            <InfoCards items={SCAM_PATTERNS} />
          </InfoSection>
          <InfoSection id="safer-heading" title="Trade more safely">
            <List.Root ps="5" gap="2" maxW="3xl">
              {SAFER_TRADE.map((advice) => (
                <List.Item key={advice}>{advice}</List.Item>
              ))}
            </List.Root>
          </InfoSection>
          <InfoSection id="report-heading" title="Report a suspicious exporter">
            <Text maxW="3xl" lineHeight="tall">
              Tell us through the <TextLink to="/contact?type=verification">contact form</TextLink>
              {contactEmail && (
                <>
                  {' '}
                  or at <TextLink to={`mailto:${contactEmail}`}>{contactEmail}</TextLink>
                </>
              )}
              : the exporter’s name or profile link, what happened, and copies of the messages and payment
              requests. We review every report and remove exporters who defraud buyers. If you have already
              paid, call your bank at once, as a transfer can sometimes still be stopped, and report it to the
              police.
            </Text>
          </InfoSection>
        </Stack>
      </Container>
    </>
  );
}
