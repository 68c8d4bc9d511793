import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/form-actions';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
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

const ProductSettingsForm = ({ product, onDone }: { product: Product; onDone: () => void }) => {
  const [sampleEligible, setSampleEligible] = useState(product.sample_eligible);
  const [sampleAvailable, setSampleAvailable] = useState(product.sample_available);
  const [credits, setCredits] = useState(String(product.sample_credits));
  const [guidelines, setGuidelines] = useState(product.promotional_guidelines ?? '');
  const { errors, showErrors, formError, save } = useProductFormErrors(fieldIds);
  const settings = useUpdateProductSettings();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sampleCredits = Number(credits);
    if (credits.trim() === '' || !Number.isInteger(sampleCredits) || sampleCredits < 0) {
      showErrors({ sample_credits: 'Sample credits must be a whole number, 0 or more' });
      return;
    }
    const saved = await save(() =>
      settings.mutateAsync({
        id: product.id,
        sample_eligible: sampleEligible,
        sample_available: sampleAvailable,
        sample_credits: sampleCredits,
        promotional_guidelines: guidelines.trim() ? guidelines : null,
      }),
    );
    if (!saved) return;
    toast.success('Product Updated', `Settings for ${product.name} were saved`);
    onDone();
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <SwitchRow
        label="Sample eligible"
        hint="Creators can request a free sample of this product."
        checked={sampleEligible}
        onChange={setSampleEligible}
      />
      <SwitchRow
        label="Sample available"
        hint="Creators can redeem sample credits for this product."
        checked={sampleAvailable}
        onChange={setSampleAvailable}
      />
      <Input
        id={fieldIds.sample_credits}
        label="Sample credits"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={credits}
        onChange={(event) => setCredits(event.target.value)}
        error={errors.sample_credits}
        hint="Credits a creator spends to redeem a sample ($0.10 per credit)."
      />
      <Textarea
        id={fieldIds.promotional_guidelines}
        label="Promotional guidelines"
        value={guidelines}
        maxLength={5000}
        placeholder="What creators should (and should not) say about this product"
        onChange={(event) => setGuidelines(event.target.value)}
        error={errors.promotional_guidelines}
      />
      <FormError message={formError} />
      <DialogFormActions onCancel={onDone} isPending={settings.isPending}>
        Save settings
      </DialogFormActions>
    </form>
  );
};
