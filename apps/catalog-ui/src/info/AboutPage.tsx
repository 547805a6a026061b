import { Container, Stack, Text } from '@ped/web-kit/ui';
import { SITE_NAME, pageTitle, usePageMeta } from '@ped/web-kit';
import { PageHero } from '../common/PageHero';
import { BASE_KEYWORDS, siteUrl } from '../common/siteMeta';
import { InfoCards } from './InfoCards';
import { InfoSection } from './InfoSection';
import { DirectoryFigures } from './DirectoryFigures';

const STRENGTHS = [
  [
    'Textiles & Garments',
    "Cotton from field to finished garment: one of the world's leading textile exporters.",
  ],
  ['Rice', 'Basmati and long-grain rice from the Punjab, shipped to every continent.'],
  ['Himalayan Salt', 'Pink rock salt for food, wellness and décor, mined in the Salt Range.'],
  ['Surgical Instruments', 'Sialkot makes a large share of the world’s surgical and dental instruments.'],
  ['Leather & Sports Goods', 'Footballs, gloves, jackets and leather goods crafted for global brands.'],
  [
    'Agriculture & Manufacturing',
    'Fruit, vegetables, chemicals, engineering and more from a growing industrial base.',
  ],
] as const;

const LEADERS = [
  [
    'Ayesha Khan — Chief Executive Officer',
    'Twenty years in international trade promotion; leads our mission and partnerships.',
  ],
  [
    'Bilal Ahmed — Head of Verification',
    'Runs the verification programme with our certified third-party partners.',
  ],
  [
    'Sara Malik — Head of Buyer Success',
    'Helps buyers worldwide find, compare and contact the right exporters.',
  ],
] as const;

const VALUES = [
  ['Trust', 'Every listed exporter is reviewed; verified exporters are checked by certified partners.'],
  ['Transparency', 'Clear plans, no commission on deals and no hidden fees.'],
  ['Quality', 'We showcase exporters who meet international standards.'],
  ['Partnership', 'We succeed when Pakistani exporters and global buyers grow together.'],
] as const;

/** /about: mission, impact, export strengths, leadership and values. */
export function AboutPage() {
  usePageMeta({
    title: pageTitle('About Us'),
    description:
      "About the Pakistan Export Directory: connecting global buyers with Pakistan's finest exporters, verified by certified partners, with no commission on any deal.",
    keywords: ['about Pakistan Export Directory', 'Pakistan trade', ...BASE_KEYWORDS],
    path: '/about',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'AboutPage',
      name: `About ${SITE_NAME}`,
      url: siteUrl('/about'),
    },
  });
  return (
    <>
      <PageHero
        title="About Pakistan Export Directory"
        lead="Connecting global buyers with Pakistan's finest exporters across all major industries."
      />
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <Stack gap={{ base: '12', md: '16' }}>
          <InfoSection id="mission-heading" title="Our Mission">
            <Text maxW="4xl" textStyle="lg">
              We make it simple for international buyers to discover, compare and contact trustworthy
              Pakistani exporters — free for buyers, with no commission on any deal — and we help Pakistani
              companies of every size reach the world.
            </Text>
          </InfoSection>
          <InfoSection id="impact-heading" title="Our Impact">
            <DirectoryFigures />
          </InfoSection>
          <InfoSection id="strengths-heading" title="Pakistan's Export Strengths">
            <InfoCards items={STRENGTHS} />
          </InfoSection>
          <InfoSection id="leaders-heading" title="Leadership">
            <InfoCards items={LEADERS} />
          </InfoSection>
          <InfoSection id="values-heading" title="Our Values">
            <InfoCards items={VALUES} columns={4} />
          </InfoSection>
        </Stack>
      </Container>
    </>
  );
}
