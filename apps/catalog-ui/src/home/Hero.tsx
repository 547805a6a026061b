import { Box, Container, Heading, Text } from '@ped/web-kit/ui';
import { HeroSearch } from './HeroSearch';

export const TAGLINE =
  "Connecting global buyers with Pakistan's finest exporters across all major industries";

/**
 * The headline, the tagline and the search form (the page's LCP, painted from the server-rendered HTML).
 */
export function Hero() {
  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      bgGradient="to-br"
      gradientFrom="brand.800"
      gradientTo="brand.600"
      color="white"
    >
      <Container maxW="7xl" py={{ base: '12', md: '20' }}>
        <Heading id="hero-heading" as="h1" size={{ base: '3xl', md: '5xl' }} maxW="3xl" lineHeight="shorter">
          Find verified Pakistani exporters
        </Heading>
        <Text mt="4" textStyle={{ base: 'md', md: 'xl' }} maxW="2xl" color="whiteAlpha.900">
          {TAGLINE}
        </Text>
        <HeroSearch />
      </Container>
    </Box>
  );
}
