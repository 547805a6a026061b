import { formatProductPrice } from '@ped/contracts/format';
import { Box, Stack, Text } from '@ped/web-kit/ui';
import type { MatchedProductDto } from '@ped/contracts/catalog';

/** The products of an exporter that a search matched: name, then price per unit and minimum order. */
export function MatchedProducts({ products }: { products: MatchedProductDto[] }) {
  return (
    <Box borderTopWidth="1px" pt="3">
      <Text textStyle="xs" fontWeight="semibold" color="fg.muted" mb="1.5">
        Matching products
      </Text>
      <Stack
        as="ul"
        listStyleType="none"
        gap="2"
        aria-label="Matching products"
        data-testid="matched-products"
      >
        {products.map((product) => (
          <Box as="li" key={product.id} textStyle="sm">
            <Text fontWeight="medium" lineClamp={1}>
              {product.name}
            </Text>
            <Text color="fg.muted">
              <Text as="span" color="brand.fg" fontWeight="semibold">
                {formatProductPrice(product.price, product.unit)}
              </Text>
              {product.minimumOrder && (
                <>
                  {' · '}Min. order {product.minimumOrder}
                </>
              )}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
