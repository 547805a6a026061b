import { Box, Container, Heading, Link, Skeleton, Text, RouterLink } from '@ped/web-kit/ui';
import type { CategoryDto } from '@ped/contracts/catalog';

/** The line shown when a category has no description of its own. */
export function defaultCategoryLine(name: string): string {
  return `Discover verified Pakistani exporters of ${name.toLowerCase()}.`;
}

/** The category's name and description on the brand band; a skeleton while it loads. */
export function CategoryHeader({ category }: { category: CategoryDto | undefined }) {
  return (
    <Box as="section" bgGradient="to-br" gradientFrom="brand.800" gradientTo="brand.600" color="white">
      <Container maxW="7xl" py={{ base: '8', md: '12' }}>
        <Text as="nav" aria-label="Breadcrumb" textStyle="sm" color="whiteAlpha.800" mb="2">
          <Link asChild color="inherit" textDecoration="underline">
            <RouterLink to="/browse">Browse Exporters</RouterLink>
          </Link>{' '}
          / Category
        </Text>
        {category ? (
          <>
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
              {category.name}
            </Heading>
            <Text mt="3" maxW="3xl" textStyle={{ base: 'md', md: 'lg' }} color="whiteAlpha.900">
              {category.description ?? defaultCategoryLine(category.name)}
            </Text>
          </>
        ) : (
          <Box aria-busy="true" aria-label="Loading category">
            <Skeleton height="10" width="60%" maxW="md" />
            <Skeleton height="5" mt="4" width="80%" maxW="2xl" />
          </Box>
        )}
      </Container>
    </Box>
  );
}
