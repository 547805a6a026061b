import { Box, SimpleGrid } from '@ped/web-kit/ui';
import { PRODUCT_LIMITS } from '@ped/contracts/options';
import { FormField, type FieldOption } from '@ped/web-kit/forms';
import type { useValidatedForm } from '@ped/web-kit/forms';
import { useCategoryList } from './useWorkspace';
import type { ProductValues } from './productForm';
import { ProductPictures, type ProductPicturesState } from './ProductPictures';

type ProductForm = ReturnType<typeof useValidatedForm<ProductValues>>;

/**
 * The fields of ProductCommand, for the Add Product form and the edit dialog alike. Pictures are not typed as
 * addresses: they are uploaded here (pages show only images uploaded to this site).
 */
export function ProductFields({ form, pictures }: { form: ProductForm; pictures: ProductPicturesState }) {
  const categories = useCategoryList();
  const options: FieldOption[] = (categories.data ?? []).map((category) => ({
    value: String(category.id),
    label: category.name,
  }));
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label="Product Name" maxLength={PRODUCT_LIMITS.name} markRequired {...form.field('name')} />
      <FormField
        label="Category"
        type="select"
        options={options}
        emptyOption={categories.isPending ? 'Loading categories…' : 'Select a category…'}
        helper={
          categories.isError ? 'The categories could not be loaded. Please reload the page.' : undefined
        }
        markRequired
        {...form.field('categoryId')}
      />
      <Box gridColumn={{ md: 'span 2' }}>
        <FormField
          label="Description"
          type="textarea"
          rows={3}
          maxLength={PRODUCT_LIMITS.description}
          required={false}
          {...form.field('description')}
        />
      </Box>
      <FormField
        label="Price (USD)"
        placeholder="e.g. 12.50"
        helper="Leave empty for “Price on request”."
        required={false}
        {...form.field('price')}
      />
      <FormField
        label="Unit"
        placeholder="e.g. piece, kg, metric ton"
        maxLength={PRODUCT_LIMITS.unit}
        required={false}
        {...form.field('unit')}
      />
      <FormField
        label="Minimum Order"
        placeholder="e.g. 500 pieces"
        maxLength={PRODUCT_LIMITS.minimumOrder}
        required={false}
        {...form.field('minimumOrder')}
      />
      <Box gridColumn={{ md: 'span 2' }}>
        <ProductPictures pictures={pictures} productName={form.values.name} />
      </Box>
    </SimpleGrid>
  );
}
