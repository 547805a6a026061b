import { Card, Heading, LinkBox, LinkOverlay, Text, RouterLink } from '@ped/web-kit/ui';
import type { CategoryDto } from '@ped/contracts/catalog';

/** One category: its name and description, linking to its exporters. */
export function CategoryCard({ category }: { category: CategoryDto }) {
  return (
    <LinkBox asChild>
      <Card.Root
        as="li"
        data-testid="category-card"
        size="sm"
        variant="outline"
        transition="box-shadow 0.2s, border-color 0.2s"
        _hover={{ boxShadow: 'md', borderColor: 'brand.emphasized' }}
        _focusWithin={{ boxShadow: 'outline', borderColor: 'brand.solid' }}
      >
        <Card.Body gap="2">
          <Heading as="h3" size="md">
            <LinkOverlay asChild>
              <RouterLink to={`/category/${encodeURIComponent(category.slug)}`}>{category.name}</RouterLink>
            </LinkOverlay>
          </Heading>
          <Text color="fg.muted" textStyle="sm" lineClamp={3}>
            {category.description ?? `Exporters of ${category.name.toLowerCase()} from Pakistan.`}
          </Text>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
