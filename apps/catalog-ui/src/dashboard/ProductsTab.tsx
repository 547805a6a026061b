import { formatProductPrice } from '@ped/contracts/format';
import {
  Box,
  Button,
  Card,
  HStack,
  Heading,
  Image,
  Link,
  RouterLink,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@ped/web-kit/ui';
import { Alert } from '@ped/web-kit/ui-lazy';
import type { MyExporterDto, ProductDto } from '@ped/contracts/catalog';
import { isExporterApproved, mediaSrcSet, PLAN_LIMIT_MESSAGES } from '@ped/contracts/options';
import { StateMessage } from '@ped/web-kit';
import { useState } from 'react';
import { AddProductForm } from './AddProductForm';
import { ApprovalRequired } from './ApprovalRequired';
import { DeleteProductDialog } from './DeleteProductDialog';
import { EditProductDialog } from './EditProductDialog';
import { PLANS_PATH } from './plansPath';
import { useCategoryList, useMyProducts } from './useWorkspace';

/** "3 of 5 products on the Basic plan", with the plan's message once the limit is reached. */
function PlanLimit({ count, limit }: { count: number; limit: number }) {
  const reached = count >= limit;
  return (
    <Alert.Root status={reached ? 'warning' : 'info'} variant="subtle" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {count} of {limit} products on the Basic plan
        </Alert.Title>
        <Alert.Description>
          {reached ? PLAN_LIMIT_MESSAGES.products : 'Professional and Enterprise hold as many as you like.'}{' '}
          <Link asChild variant="underline" fontWeight="medium">
            <RouterLink to={PLANS_PATH}>See the plans</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function MyProductCard({
  product,
  category,
  onEdit,
  onDelete,
}: {
  product: ProductDto;
  category: string | undefined;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card.Root as="article" variant="outline" overflow="hidden" h="full">
      {product.imageUrl ? (
        <Image
          src={product.imageUrl}
          srcSet={mediaSrcSet(product.imageUrl)}
          sizes="(min-width: 62em) 33vw, (min-width: 30em) 50vw, 100vw"
          htmlWidth={640}
          htmlHeight={400}
          alt=""
          aspectRatio={16 / 10}
          objectFit="cover"
          loading="lazy"
          bg="bg.muted"
        />
      ) : (
        <Box h="20" bg="brand.subtle" display="grid" placeItems="center" aria-hidden>
          <Text color="brand.fg" textStyle="sm">
            No image
          </Text>
        </Box>
      )}
      <Card.Body gap="1.5" p="4">
        <Heading as="h4" size="sm" lineClamp={2}>
          {product.name}
        </Heading>
        {category && (
          <Text textStyle="xs" color="fg.muted">
            {category}
          </Text>
        )}
        <Text fontWeight="semibold" color="brand.fg" textStyle="sm">
          {formatProductPrice(product.price, product.unit)}
        </Text>
        {product.minimumOrder && <Text textStyle="xs">Minimum order: {product.minimumOrder}</Text>}
        {product.images.length > 1 && (
          <Text textStyle="xs" color="fg.muted">
            {product.images.length} pictures
          </Text>
        )}
      </Card.Body>
      <Card.Footer p="4" pt="0" gap="2">
        <Button size="xs" variant="outline" onClick={onEdit} aria-label={`Edit ${product.name}`}>
          Edit
        </Button>
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          onClick={onDelete}
          aria-label={`Delete ${product.name}`}
        >
          Delete
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

function ProductGridSkeleton() {
  return (
    <SimpleGrid
      columns={{ base: 1, sm: 2, lg: 3 }}
      gap="4"
      aria-busy="true"
      aria-label="Loading your products"
    >
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height="64" borderRadius="l3" />
      ))}
    </SimpleGrid>
  );
}

/**
 * Add Product (once approved, up to the plan's limit; before, why not yet) and the exporter's own products, to
 * edit or delete.
 */
export function ProductsTab({ exporter }: { exporter: MyExporterDto }) {
  const products = useMyProducts();
  const categories = useCategoryList();
  const [editing, setEditing] = useState<ProductDto | null>(null);
  const [deleting, setDeleting] = useState<ProductDto | null>(null);
  const list = products.data?.products;
  const count = list?.length ?? exporter.productCount;
  const limit = exporter.limits.products;
  const categoryName = (id: number | null) => categories.data?.find((category) => category.id === id)?.name;
  const approved = isExporterApproved(exporter.status);

  return (
    <Stack gap="6">
      {approved ? (
        <>
          {limit !== null && <PlanLimit count={count} limit={limit} />}
          <AddProductForm disabled={limit !== null && count >= limit} />
        </>
      ) : (
        <ApprovalRequired exporter={exporter} feature="products" />
      )}
      {/* Before the approval the list shows only products there are (none, since adding waits for it). */}
      <Stack as="section" aria-labelledby="my-products-heading" gap="4" hidden={!approved && count === 0}>
        <HStack justify="space-between">
          <Heading id="my-products-heading" as="h3" size="md">
            Your products{list ? ` (${list.length})` : ''}
          </Heading>
        </HStack>
        {products.isPending ? (
          <ProductGridSkeleton />
        ) : products.isError ? (
          <StateMessage
            tone="error"
            title="We could not load your products"
            actions={
              <Button variant="outline" onClick={() => products.refetch()} loading={products.isRefetching}>
                Try again
              </Button>
            }
          />
        ) : list && list.length === 0 ? (
          <StateMessage title="No products yet">
            Add your first product above: buyers see it on your profile.
          </StateMessage>
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            {list?.map((product) => (
              <li key={product.id}>
                <MyProductCard
                  product={product}
                  category={categoryName(product.categoryId)}
                  onEdit={() => setEditing(product)}
                  onDelete={() => setDeleting(product)}
                />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <EditProductDialog
        open={editing !== null}
        product={editing}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <DeleteProductDialog
        open={deleting !== null}
        product={deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </Stack>
  );
}
