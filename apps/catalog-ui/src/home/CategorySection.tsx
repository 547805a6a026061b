import {
  Button,
  Container,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
  RouterLink,
} from '@ped/web-kit/ui';
import { HOME_CATEGORY_COUNT } from '@ped/contracts/options';
import type { ReactNode } from 'react';
import { CategoryCard } from './CategoryCard';
import { useCategories } from './useCategories';

const SKELETON_CARDS = HOME_CATEGORY_COUNT;
const gridColumns = { base: 1, sm: 2, lg: 3 };

function CategoryGridSkeleton() {
  return (
    <SimpleGrid columns={gridColumns} gap="4" aria-busy="true" aria-label="Loading categories">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <Stack key={index} borderWidth="1px" borderRadius="l3" p="4" gap="3">
          <Skeleton height="5" width="50%" />
          <SkeletonText noOfLines={2} />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function Message({ children }: { children: ReactNode }) {
  return (
    <Stack align="center" textAlign="center" gap="3" py="10" borderWidth="1px" borderRadius="l3">
      {children}
    </Stack>
  );
}

/** "Browse by Category": one card per category, with loading, error and empty states. */
export function CategorySection() {
  const { data: categories, isPending, isError, refetch, isRefetching } = useCategories();

  let content: ReactNode;
  if (isPending) {
    content = <CategoryGridSkeleton />;
  } else if (isError) {
    content = (
      <Message>
        <Text role="alert">We could not load the categories.</Text>
        <Button onClick={() => refetch()} loading={isRefetching} variant="outline" colorPalette="brand">
          Try again
        </Button>
      </Message>
    );
  } else if (categories.length === 0) {
    content = (
      <Message>
        <Text>No categories yet. Please check back soon.</Text>
      </Message>
    );
  } else {
    content = (
      <SimpleGrid as="ul" listStyleType="none" columns={gridColumns} gap="4">
        {categories.slice(0, HOME_CATEGORY_COUNT).map((category) => (
          <CategoryCard key={category.id} category={category} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Container as="section" aria-labelledby="categories-heading" maxW="7xl" py={{ base: '10', md: '16' }}>
      <HStack justify="space-between" align="end" mb="8" gap="4" wrap="wrap">
        <Stack gap="2">
          <Heading id="categories-heading" as="h2" size={{ base: '2xl', md: '3xl' }}>
            Browse by Category
          </Heading>
          <Text color="fg.muted">Find exporters in Pakistan&apos;s major export industries.</Text>
        </Stack>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to="/browse">Browse All Exporters</RouterLink>
        </Button>
      </HStack>
      {content}
    </Container>
  );
}
