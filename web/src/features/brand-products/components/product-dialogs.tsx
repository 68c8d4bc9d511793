import { useRef } from 'react';
import { toast } from '../../../../../ui/components/ui/toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteProduct } from '../api/delete-product';
import type { Product } from '../api/get-products';
import { EditProductDialog } from './edit-product-dialog';
import { errorMessage } from './error-message';
import { ProductLinksDialog } from './product-links-dialog';
import { ProductSettingsDialog } from './product-settings-dialog';

export type ProductDialogKind = 'edit' | 'settings' | 'links' | 'delete';

type ProductDialogsProps = {
  kind: ProductDialogKind | undefined;
  /** The product the open dialog is about (the cached copy, so it follows updates). */
  product: Product | undefined;
  onClose: () => void;
  /** After a delete: the card (and the button that opened the dialog) is gone; focus goes here. */
  onDeleted: () => void;
};

/**
 * The catalogue's dialogs, once for all cards (not four per card): edit, 'More Settings', 'Links (n)'
 * and the delete confirmation. The native dialog returns focus to the button that opened it.
 */
export const ProductDialogs = ({ kind, product, onClose, onDeleted }: ProductDialogsProps) => {
  const remove = useDeleteProduct();
  // The last product shown: a deleted one leaves the cache while its confirmation is still closing.
  const lastProduct = useRef(product);
  if (product) lastProduct.current = product;
  const isOpen = (which: ProductDialogKind) => kind === which && product !== undefined;

  const confirmDelete = () => {
    if (!product) return;
    remove.mutate(product.id, {
      onSuccess: () => {
        onClose();
        toast.success('Product Deleted', `${product.name} was removed from your catalogue`);
        onDeleted();
      },
      onError: (error) => {
        onClose();
        toast.error('Error', errorMessage(error, 'Failed to delete'));
      },
    });
  };

  return (
    <>
      <EditProductDialog product={product} open={isOpen('edit')} onClose={onClose} />
      <ProductSettingsDialog product={product} open={isOpen('settings')} onClose={onClose} />
      <ProductLinksDialog product={product} open={isOpen('links')} onClose={onClose} />
      <ConfirmDialog
        open={isOpen('delete') || remove.isPending}
        onCancel={onClose}
        onConfirm={confirmDelete}
        title="Delete product?"
        message={
          <>
            <strong className="font-semibold text-slate-900">{lastProduct.current?.name}</strong> will be
            removed from your catalogue and creators can no longer promote it. This cannot be undone. If it is
            in your program, its partners are told and their orders placed in the next 7 days still earn its
            commission.
          </>
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending={remove.isPending}
        data-testid="delete-product-dialog"
      />
    </>
  );
};
