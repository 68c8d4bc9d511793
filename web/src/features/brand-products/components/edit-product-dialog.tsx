import { type FormEvent, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/form-actions';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { bindFields } from '../../../lib/bind-field';
import { categoryLabel, type Product, type ProductCategory, productCategories } from '../api/get-products';
import { centsToDollars, dollarsToCents, useUpdateProduct } from '../api/update-product';
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
} as const;

type TextField = keyof typeof fieldIds;

const EditProductForm = ({ product, onDone }: { product: Product; onDone: () => void }) => {
  const [values, setValues] = useState<Record<TextField, string>>({
    name: product.name,
    description: product.description,
    price_cents: centsToDollars(product.price_cents),
  });
  const [category, setCategory] = useState<ProductCategory>(product.category);
  const { errors, showErrors, formError, save } = useProductFormErrors({
    ...fieldIds,
    category: 'edit-product-category',
  });
  const update = useUpdateProduct();
  const field = bindFields({
    fieldIds,
    values,
    errors,
    change: (name: TextField, value: string) => setValues((current) => ({ ...current, [name]: value })),
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = values.name.trim();
    if (!name) {
      showErrors({ name: 'Name is required' });
      return;
    }
    const saved = await save(() =>
      update.mutateAsync({
        id: product.id,
        name,
        description: values.description,
        price_cents: dollarsToCents(values.price_cents),
        category,
      }),
    );
    if (!saved) return;
    toast.success('Product Updated', `${name} was saved`);
    onDone();
  };

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
          id="edit-product-category"
          label="Category"
          value={category}
          onChange={(event) => setCategory(event.target.value as ProductCategory)}
          options={productCategories.map((value) => ({ value, label: categoryLabel(value) }))}
          error={errors.category}
        />
      </div>
      <FormError message={formError} />
      <DialogFormActions onCancel={onDone} isPending={update.isPending} />
    </form>
  );
};
