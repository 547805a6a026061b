import { Button, SimpleGrid, Skeleton } from '@ped/web-kit/ui';
import { StateMessage } from '@ped/web-kit';
import { ProductCard } from './ProductCard';
import { useExporterProducts } from './useExporter';

/** The exporter's products, with loading, empty and error states. */
export function ProductsTab({ exporterId }: { exporterId: string }) {
  const { data: products, isPending, isError, refetch, isRefetching } = useExporterProducts(exporterId);
  if (isPending) {
    return (
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" aria-busy="true" aria-label="Loading products">
        {[0, 1].map((index) => (
          <Skeleton key={index} height="64" borderRadius="l3" />
        ))}
      </SimpleGrid>
    );
  }
  if (isError) {
    return (
      <StateMessage
        tone="error"
        actions={
          <Button variant="outline" colorPalette="brand" onClick={() => refetch()} loading={isRefetching}>
            Try again
          </Button>
        }
      >
        We could not load the products.
      </StateMessage>
    );
  }
  if (products.length === 0) return <StateMessage>No products listed yet.</StateMessage>;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="4">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </SimpleGrid>
  );
}
