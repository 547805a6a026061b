import { Box, Card, Heading, Image, Text } from '@ped/web-kit/ui';
import type { ProductDto } from '@ped/contracts/catalog';
import { mediaSrcSet } from '@ped/contracts/options';
import { formatPrice } from '../common/formatPrice';

/** "$12.50 / piece", or "Price on request" when the exporter has not set one. */
/** One product: image, name, description, price with a dollar sign and minimum order. */
export function ProductCard({ product }: { product: ProductDto }) {
  return (
    <Card.Root as="article" variant="outline" overflow="hidden" h="full">
      {product.imageUrl ? (
        // The 16:10 frame is reserved before the picture arrives (no layout shift); products sit below the
        // profile's header, so they load as they near the screen.
        <Image
          src={product.imageUrl}
          srcSet={mediaSrcSet(product.imageUrl)}
          sizes="(min-width: 30em) 50vw, 100vw"
          htmlWidth={640}
          htmlHeight={400}
          loading="lazy"
          decoding="async"
          alt={product.name}
          aspectRatio={16 / 10}
          objectFit="cover"
          w="full"
          h="auto"
        />
      ) : (
        <Box h="24" bg="brand.subtle" display="grid" placeItems="center" color="brand.fg" aria-hidden>
          <Text fontWeight="semibold" textStyle="2xl">
            {product.name.slice(0, 1).toUpperCase()}
          </Text>
        </Box>
      )}
      <Card.Body gap="2">
        <Heading as="h3" size="md">
          {product.name}
        </Heading>
        {product.description && (
          <Text color="fg.muted" textStyle="sm" lineClamp={3}>
            {product.description}
          </Text>
        )}
        <Text fontWeight="semibold" color="brand.fg">
          {formatPrice(product.price, product.unit)}
        </Text>
        {product.minimumOrder && <Text textStyle="sm">Minimum order: {product.minimumOrder}</Text>}
      </Card.Body>
    </Card.Root>
  );
}
