import { SimpleGrid, Skeleton } from '@ped/web-kit/ui';
import { BROWSE_SKELETON_COUNT } from '@ped/contracts/options';
import { resultColumns } from './ExporterGridSkeleton';
import type { ListFilters } from './listFilters';
import { PagedResults } from './PagedResults';
import { ProductResultCard } from './ProductResultCard';
import { useProducts } from './useProducts';

interface Props {
  filters: ListFilters;
  page: number;
  onPageChange: (page: number) => void;
  onClearFilters: () => void;
}

function ProductGridSkeleton() {
  return (
    <SimpleGrid columns={resultColumns} gap="5" aria-busy="true" aria-label="Loading products">
      {Array.from({ length: BROWSE_SKELETON_COUNT }, (_, index) => (
        <Skeleton key={index} height="56" borderRadius="l3" />
      ))}
    </SimpleGrid>
  );
}

/** One page of products of approved exporters for the filters (the browse page's products view). */
export function ProductResults({ filters, page, onPageChange, onClearFilters }: Props) {
  const result = useProducts(filters, page);
  const products = result.data?.products ?? [];
  return (
    <PagedResults
      noun="products"
      result={result}
      shown={products.length}
      page={page}
      onPageChange={onPageChange}
      onClearFilters={onClearFilters}
      skeleton={<ProductGridSkeleton />}
    >
      <SimpleGrid as="ul" listStyleType="none" columns={resultColumns} gap="5">
        {products.map((product) => (
          <li key={product.id}>
            <ProductResultCard product={product} />
          </li>
        ))}
      </SimpleGrid>
    </PagedResults>
  );
}
