import { Button, Portal, Text } from '@ped/web-kit/ui';
import { Dialog } from '@ped/web-kit/ui-overlays';
import type { ProductDto } from '@ped/contracts/catalog';
import { toast } from '@ped/web-kit';
import { useLastValue } from './useLastValue';
import { useDeleteProduct } from './useWorkspace';

interface Props {
  open: boolean;
  product: ProductDto | null;
  onOpenChange: (open: boolean) => void;
}

/** Asks before deleting a product (the spec's removal wording); the delete cannot be undone. */
export function DeleteProductDialog({ open, product, onOpenChange }: Props) {
  const shown = useLastValue(product);
  const remove = useDeleteProduct();
  const confirm = () => {
    if (!shown) return;
    remove.mutate(shown.id, {
      onSuccess: () => {
        toast({ title: 'Product deleted successfully' });
        onOpenChange(false);
      },
      onError: () =>
        toast({ title: 'Error', description: 'Failed to delete product', variant: 'destructive' }),
    });
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      role="alertdialog"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete product?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>Are you sure you want to remove {shown?.name}? This action cannot be undone.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={confirm} loading={remove.isPending} loadingText="Deleting…">
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
