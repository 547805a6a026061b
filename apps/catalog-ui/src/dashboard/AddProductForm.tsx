import { Button, Card, Heading, Stack, Text } from '@ped/web-kit/ui';
import { isApiError, toast } from '@ped/web-kit';
import { useValidatedForm } from '@ped/web-kit/forms';
import { EMPTY_PRODUCT, toProductPayload, validateProduct } from './productForm';
import { ProductFields } from './ProductFields';
import { useProductPictures } from './ProductPictures';
import { useAddProduct } from './useWorkspace';

/** Refusals that say what to do (the plan's limit, the approval) in the server's words; else the spec's toast. */
const EXPLAINED: readonly string[] = ['PLAN_LIMIT_REACHED', 'EXPORTER_NOT_APPROVED'];

export function productFailure(error: unknown, fallback: string): string {
  return isApiError(error) && EXPLAINED.includes(error.reason ?? '') && error.serverMessage
    ? error.serverMessage
    : fallback;
}

/**
 * Spec §2's Add Product form (name, category, description, price, unit, minimum order) and its pictures,
 * uploaded as they are chosen.
 */
export function AddProductForm({ disabled }: { disabled: boolean }) {
  const form = useValidatedForm(EMPTY_PRODUCT, validateProduct);
  const pictures = useProductPictures();
  const add = useAddProduct();

  const submit = form.handleSubmit((values) =>
    add.mutate(toProductPayload(values, pictures.images, 'add'), {
      onSuccess: () => {
        toast({ title: 'Product added successfully!' });
        form.reset();
        pictures.reset();
      },
      onError: (error) => {
        form.showServerErrors(error);
        toast({
          title: 'Error',
          description: productFailure(error, 'Failed to add product'),
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <Card.Root variant="outline">
      <Card.Body>
        <form onSubmit={submit} noValidate aria-labelledby="add-product-heading">
          <Stack gap="5">
            <Heading id="add-product-heading" as="h3" size="md">
              Add Product
            </Heading>
            {/* At the plan's limit (its message is above the form) the fields give way to the ways on. */}
            {disabled ? (
              <Text color="fg.muted" textStyle="sm">
                Your plan is full: delete a product to add another, or upgrade your plan.
              </Text>
            ) : (
              <ProductFields form={form} pictures={pictures} />
            )}
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf="flex-start"
              loading={add.isPending || pictures.uploading > 0}
              loadingText={add.isPending ? 'Adding…' : 'Uploading pictures…'}
              disabled={disabled}
            >
              Add Product
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
