import { formatProductPrice } from '@ped/contracts/format';
import { Card, Heading, HStack, Link, RouterLink, Stack, Text } from '@ped/web-kit/ui';
import type { ProductListItemDto } from '@ped/contracts/catalog';
import { MapPinIcon } from '@ped/web-kit/icons';
import { ExporterBadges } from '../exporter/ExporterBadges';
import { ExporterLogo } from '../exporter/ExporterLogo';

/** One product of the products view: name, price per unit, minimum order, and who offers it (linked). */
export function ProductResultCard({ product }: { product: ProductListItemDto }) {
  const { exporter } = product;
  const headingId = `product-${product.id}-name`;
  return (
    <Card.Root as="article" aria-labelledby={headingId} data-testid="product-card" variant="outline" h="full">
      <Card.Body gap="2">
        <Heading id={headingId} as="h3" size="md" lineClamp={2}>
          {product.name}
        </Heading>
        <Text fontWeight="semibold" color="brand.fg">
          {formatProductPrice(product.price, product.unit)}
        </Text>
        {product.minimumOrder && <Text textStyle="sm">Minimum order: {product.minimumOrder}</Text>}
        {product.description && (
          <Text color="fg.muted" textStyle="sm" lineClamp={2}>
            {product.description}
          </Text>
        )}
      </Card.Body>
      <Card.Footer borderTopWidth="1px" pt="4">
        <HStack gap="3" align="start" minW="0">
          <ExporterLogo companyName={exporter.companyName} logoUrl={exporter.logoUrl} />
          <Stack gap="1" minW="0">
            <Link asChild fontWeight="medium" colorPalette="brand" textDecoration="underline">
              <RouterLink to={`/exporters/${exporter.id}`}>{exporter.companyName}</RouterLink>
            </Link>
            <HStack gap="2" wrap="wrap">
              {exporter.city && (
                <HStack gap="1" color="fg.muted" textStyle="sm">
                  <MapPinIcon boxSize="3.5" aria-hidden />
                  <Text>{exporter.city}</Text>
                </HStack>
              )}
              <ExporterBadges isVerified={exporter.isVerified} />
            </HStack>
          </Stack>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
