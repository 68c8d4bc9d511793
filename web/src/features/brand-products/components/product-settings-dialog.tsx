import { useId } from 'react';
import { productSettingsSchema } from '../../../../../contracts/brand-products';
import { toast } from '../../../../../ui/components/ui/toast';
import { Dialog } from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/form-actions';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { textField, useSchemaForm, valueField } from '../../../lib/forms';
import type { Product } from '../api/get-products';
import { useUpdateProductSettings } from '../api/update-product-settings';
import { useProductFormErrors } from './use-product-form-errors';

type ProductSettingsDialogProps = { product: Product | undefined; open: boolean; onClose: () => void };

/** 'More Settings': samples for creators and the brand's promotional guidelines. */
export const ProductSettingsDialog = ({ product, open, onClose }: ProductSettingsDialogProps) => (
  <Dialog
    open={open}
    onClose={onClose}
    title="More Settings"
    description={product?.name}
    data-testid="product-settings-dialog"
  >
    {product && <ProductSettingsForm product={product} onDone={onClose} />}
  </Dialog>
);

const SwitchRow = ({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
          {label}
        </p>
        <p id={`${id}-hint`} className="text-sm text-slate-500">
          {hint}
        </p>
      </div>
      <Switch
        checked={checked}
        onChange={onChange}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
      />
    </div>
  );
};

const fieldIds = {
  sample_credits: 'settings-sample-credits',
  promotional_guidelines: 'settings-guidelines',
} as const;

type Values = {
  sample_eligible: boolean;
  sample_available: boolean;
  sample_credits: string;
  promotional_guidelines: string;
};

const creditsMessage = 'Sample credits must be a whole number, 0 or more';

/** The route's body schema; a count that is not a whole number from 0 is worded as the dialog says it. */
const settingsForm = {
  schema: productSettingsSchema,
  toInput: (values: Values) => ({
    ...values,
    sample_credits: values.sample_credits.trim() === '' ? Number.NaN : Number(values.sample_credits),
    promotional_guidelines: values.promotional_guidelines.trim() ? values.promotional_guidelines : null,
  }),
  check: (values: Values) => {
    const credits = Number(values.sample_credits);
    const whole = values.sample_credits.trim() !== '' && Number.isInteger(credits) && credits >= 0;
    return { sample_credits: whole ? undefined : creditsMessage };
  },
};

const ProductSettingsForm = ({ product, onDone }: { product: Product; onDone: () => void }) => {
  const form = useSchemaForm({
    ...settingsForm,
    defaultValues: {
      sample_eligible: product.sample_eligible,
      sample_available: product.sample_available,
      sample_credits: String(product.sample_credits),
      promotional_guidelines: product.promotional_guidelines ?? '',
    },
  });
  const { formError, save } = useProductFormErrors(form);
  const settings = useUpdateProductSettings();
  const eligible = valueField(form, 'sample_eligible');
  const available = valueField(form, 'sample_available');

  const handleSubmit = form.handleSubmit(async (input) => {
    const saved = await save(() => settings.mutateAsync({ id: product.id, ...input }));
    if (!saved) return;
    toast.success('Product Updated', `Settings for ${product.name} were saved`);
    onDone();
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <SwitchRow
        label="Sample eligible"
        hint="Creators can request a free sample of this product."
        checked={eligible.value}
        onChange={eligible.onValueChange}
      />
      <SwitchRow
        label="Sample available"
        hint="Creators can redeem sample credits for this product."
        checked={available.value}
        onChange={available.onValueChange}
      />
      <Input
        {...textField(form, 'sample_credits', fieldIds.sample_credits)}
        label="Sample credits"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        hint="Credits a creator spends to redeem a sample ($0.10 per credit)."
      />
      <Textarea
        {...textField(form, 'promotional_guidelines', fieldIds.promotional_guidelines)}
        label="Promotional guidelines"
        maxLength={5000}
        placeholder="What creators should (and should not) say about this product"
      />
      <FormError message={formError} />
      <DialogFormActions onCancel={onDone} isPending={settings.isPending}>
        Save settings
      </DialogFormActions>
    </form>
  );
};
