import { Box, Button, Container, Heading, Stack, Text, RouterLink } from '@ped/web-kit/ui';

/** The closing band: exporters join, buyers start sourcing. */
export function CallToAction() {
  return (
    <Box as="section" aria-labelledby="cta-heading" bg="brand.solid" color="white">
      <Container maxW="4xl" py={{ base: '12', md: '16' }} textAlign="center">
        <Heading id="cta-heading" as="h2" size={{ base: '2xl', md: '3xl' }}>
          Ready to grow your business?
        </Heading>
        <Text mt="3" color="whiteAlpha.900">
          Exporters reach international buyers with no commission; buyers source from verified suppliers for
          free.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center" mt="8">
          <Button asChild size="lg" bg="white" color="brand.fg" _hover={{ bg: 'brand.subtle' }}>
            <RouterLink to="/exporter-registration">Join as Exporter</RouterLink>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            color="white"
            borderColor="white"
            _hover={{ bg: 'whiteAlpha.200' }}
          >
            <RouterLink to="/buyer-login">Start Sourcing</RouterLink>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
