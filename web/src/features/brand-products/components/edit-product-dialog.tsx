import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { categoryLabel, type Product, type ProductCategory, productCategories } from '../api/get-products';
import { centsToDollars, dollarsToCents, useUpdateProduct } from '../api/update-product';

type EditProductDialogProps = { product: Product | undefined; open: boolean; onClose: () => void };

type Field = 'name' | 'description' | 'price_cents' | 'category';

/** Edit name, description, price (dollars with cents) and category (spec 9's list). */
export const EditProductDialog = ({ product, open, onClose }: EditProductDialogProps) => (
  <Dialog open={open} onClose={onClose} title="Edit product" data-testid="edit-product-dialog">
    {product && <EditProductForm product={product} onDone={onClose} />}
  </Dialog>
);

const EditProductForm = ({ product, onDone }: { product: Product; onDone: () => void }) => {
  const [name, setName] = useState(product.name);
  const [description, setDescription] = useState(product.description);
  const [price, setPrice] = useState(centsToDollars(product.price_cents));
  const [category, setCategory] = useState<ProductCategory>(product.category);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const update = useUpdateProduct();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setErrors({ name: 'Name is required' });
      document.getElementById('edit-product-name')?.focus();
      return;
    }
    setErrors({});
    setFormError(undefined);
    try {
      await update.mutateAsync({
        id: product.id,
        name: name.trim(),
        description,
        price_cents: dollarsToCents(price),
        category,
      });
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields as Partial<Record<Field, string>>);
      const message = error instanceof Error && error.message ? error.message : 'Failed to update product';
      setFormError(message);
      toast.error('Error', message);
      return;
    }
    toast.success('Product Updated', `${name.trim()} was saved`);
    onDone();
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <Input
        id="edit-product-name"
        label="Name"
        value={name}
        maxLength={200}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <Textarea
        id="edit-product-description"
        label="Description"
        value={description}
        maxLength={5000}
        onChange={(event) => setDescription(event.target.value)}
        error={errors.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          id="edit-product-price"
          label="Price (USD)"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          error={errors.price_cents}
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
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
};
