import { formatProductPrice } from '@ped/contracts/format';
import { Box, Card, HStack, Heading, Image, Text, chakra } from '@ped/web-kit/ui';
import type { ProductDto } from '@ped/contracts/catalog';
import { mediaSrcSet } from '@ped/contracts/options';
import { useState } from 'react';

/** The small pictures under a product's picture: each shows itself in the frame above. */
function Thumbnails({
  product,
  shown,
  onShow,
}: {
  product: ProductDto;
  shown: number;
  onShow: (index: number) => void;
}) {
  return (
    <HStack
      as="ul"
      listStyleType="none"
      gap="1.5"
      px="4"
      pt="3"
      wrap="wrap"
      aria-label={`Pictures of ${product.name}`}
    >
      {product.images.map((url, index) => (
        <li key={url}>
          <chakra.button
            type="button"
            aria-label={`Show picture ${index + 1} of ${product.images.length}`}
            aria-pressed={index === shown}
            onClick={() => onShow(index)}
            display="block"
            w="12"
            borderRadius="l1"
            overflow="hidden"
            borderWidth="2px"
            borderColor={index === shown ? 'brand.solid' : 'transparent'}
            cursor="pointer"
            focusRing="outside"
          >
            <Image
              src={url}
              srcSet={mediaSrcSet(url)}
              sizes="48px"
              alt=""
              aspectRatio={16 / 10}
              objectFit="cover"
              loading="lazy"
              decoding="async"
              w="full"
            />
          </chakra.button>
        </li>
      ))}
    </HStack>
  );
}

/** One product: its pictures (the cover first), name, description, price with a dollar sign and minimum order. */
export function ProductCard({ product }: { product: ProductDto }) {
  const [shown, setShown] = useState(0);
  const picture = product.images[shown] ?? product.imageUrl;
  return (
    <Card.Root as="article" variant="outline" overflow="hidden" h="full">
      {picture ? (
        // The 16:10 frame is reserved before the picture arrives (no layout shift); products sit below the
        // profile's header, so they load as they near the screen.
        <Image
          src={picture}
          srcSet={mediaSrcSet(picture)}
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
      {product.images.length > 1 && <Thumbnails product={product} shown={shown} onShow={setShown} />}
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
          {formatProductPrice(product.price, product.unit)}
        </Text>
        {product.minimumOrder && <Text textStyle="sm">Minimum order: {product.minimumOrder}</Text>}
      </Card.Body>
    </Card.Root>
  );
}
