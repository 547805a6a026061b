import { Box, Container, Heading, Text } from '@ped/web-kit/ui';
import type { ReactNode } from 'react';

/** The green band at the top of an information page: its heading and a lead line. */
export function PageHero({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box as="section" bgGradient="to-br" gradientFrom="brand.800" gradientTo="brand.600" color="white">
      <Container maxW="7xl" py={{ base: '10', md: '16' }}>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} maxW="3xl">
          {title}
        </Heading>
        {lead && (
          <Text mt="3" textStyle={{ base: 'md', md: 'lg' }} maxW="3xl" color="whiteAlpha.900">
            {lead}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
