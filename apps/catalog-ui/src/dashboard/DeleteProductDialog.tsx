import type { ProductDto } from '@ped/contracts/catalog';
import { toast } from '@ped/web-kit';
import { ConfirmDialog, useLastValue } from '@ped/web-kit/ui-overlays';
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
    <ConfirmDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Delete product?"
      confirmLabel="Delete"
      onConfirm={confirm}
      pending={remove.isPending}
      pendingLabel="Deleting…"
    >
      Are you sure you want to remove {shown?.name}? This action cannot be undone.
    </ConfirmDialog>
  );
}
