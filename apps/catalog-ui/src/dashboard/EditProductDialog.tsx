import { Button, CloseButton, Portal } from '@ped/web-kit/ui';
import { Dialog, useLastValue } from '@ped/web-kit/ui-overlays';
import type { ProductDto } from '@ped/contracts/catalog';
import { toast } from '@ped/web-kit';
import { useValidatedForm } from '@ped/web-kit/forms';
import { productFailure } from './AddProductForm';
import { productValues, toProductPayload, validateProduct } from './productForm';
import { ProductFields } from './ProductFields';
import { useProductPictures } from './ProductPictures';
import { useUpdateProduct } from './useWorkspace';

interface Props {
  open: boolean;
  product: ProductDto | null;
  onOpenChange: (open: boolean) => void;
}

function EditProductForm({ product, onDone }: { product: ProductDto; onDone: () => void }) {
  const form = useValidatedForm(productValues(product), validateProduct);
  const pictures = useProductPictures(product.images);
  const update = useUpdateProduct();
  const submit = form.handleSubmit((values) =>
    update.mutate(
      { id: product.id, payload: toProductPayload(values, pictures.images, 'edit') },
      {
        onSuccess: () => {
          toast({ title: 'Product updated successfully!' });
          onDone();
        },
        onError: (error) => {
          form.showServerErrors(error);
          toast({
            title: 'Error',
            description: productFailure(error, 'Failed to update product'),
            variant: 'destructive',
          });
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>Edit {product.name}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <ProductFields form={form} pictures={pictures} />
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.ActionTrigger>
        <Button
          type="submit"
          colorPalette="brand"
          loading={update.isPending || pictures.uploading > 0}
          loadingText={update.isPending ? 'Saving…' : 'Uploading pictures…'}
        >
          Save Product
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/** Edits one of the exporter's products (PATCH /api/my-exporter/products/{id}). */
export function EditProductDialog({ open, product, onOpenChange }: Props) {
  const shown = useLastValue(product);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {shown && <EditProductForm key={shown.id} product={shown} onDone={() => onOpenChange(false)} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
