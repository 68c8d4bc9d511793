import { productDetailsSchema } from '../../../../../contracts/brand-products';
import { toast } from '../../../../../ui/components/ui/toast';
import { centsToDecimal } from '../../../../../ui/utils/format';
import { Dialog } from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/form-actions';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { textField, useSchemaForm } from '../../../lib/forms';
import { categoryLabel, type Product, type ProductCategory, productCategories } from '../api/get-products';
import { dollarsToCents, useUpdateProduct } from '../api/update-product';
import { useProductFormErrors } from './use-product-form-errors';

type EditProductDialogProps = { product: Product | undefined; open: boolean; onClose: () => void };

/** Edit name, description, price (dollars with cents) and category (spec 9's list). */
export const EditProductDialog = ({ product, open, onClose }: EditProductDialogProps) => (
  <Dialog open={open} onClose={onClose} title="Edit product" data-testid="edit-product-dialog">
    {product && <EditProductForm product={product} onDone={onClose} />}
  </Dialog>
);

const fieldIds = {
  name: 'edit-product-name',
  description: 'edit-product-description',
  price_cents: 'edit-product-price',
  category: 'edit-product-category',
} as const;

type Values = { name: string; description: string; price_cents: string; category: ProductCategory };

/** The route's body schema, with the price typed in dollars (spec 5: a non-numeric price becomes 0). */
const editForm = {
  schema: productDetailsSchema,
  toInput: (values: Values) => ({ ...values, price_cents: dollarsToCents(values.price_cents) }),
};

const EditProductForm = ({ product, onDone }: { product: Product; onDone: () => void }) => {
  const form = useSchemaForm({
    ...editForm,
    defaultValues: {
      name: product.name,
      description: product.description,
      price_cents: centsToDecimal(product.price_cents),
      category: product.category,
    },
  });
  const { formError, save } = useProductFormErrors(form);
  const update = useUpdateProduct();
  const field = (name: keyof Values) => textField(form, name, fieldIds[name]);

  const handleSubmit = form.handleSubmit(async (input) => {
    const saved = await save(() =>
      update.mutateAsync({
        id: product.id,
        name: input.name ?? product.name,
        description: input.description ?? product.description,
        price_cents: input.price_cents ?? product.price_cents,
        category: input.category ?? product.category,
      }),
    );
    if (!saved) return;
    toast.success('Product Updated', `${input.name} was saved`);
    onDone();
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <Input label="Name" maxLength={200} {...field('name')} />
      <Textarea label="Description" maxLength={5000} {...field('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Price (USD)"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          {...field('price_cents')}
        />
        <Select
          label="Category"
          {...field('category')}
          options={productCategories.map((value) => ({ value, label: categoryLabel(value) }))}
        />
      </div>
      <FormError message={formError} />
      <DialogFormActions onCancel={onDone} isPending={update.isPending} />
    </form>
  );
};
