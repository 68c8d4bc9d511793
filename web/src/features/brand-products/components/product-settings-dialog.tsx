import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import type { Product } from '../api/get-products';
import { useUpdateProductSettings } from '../api/update-product-settings';

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

const ProductSettingsForm = ({ product, onDone }: { product: Product; onDone: () => void }) => {
  const [sampleEligible, setSampleEligible] = useState(product.sample_eligible);
  const [sampleAvailable, setSampleAvailable] = useState(product.sample_available);
  const [credits, setCredits] = useState(String(product.sample_credits));
  const [guidelines, setGuidelines] = useState(product.promotional_guidelines ?? '');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string>();
  const settings = useUpdateProductSettings();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sampleCredits = Number(credits);
    if (credits.trim() === '' || !Number.isInteger(sampleCredits) || sampleCredits < 0) {
      setErrors({ sample_credits: 'Sample credits must be a whole number, 0 or more' });
      document.getElementById('settings-sample-credits')?.focus();
      return;
    }
    setErrors({});
    setFormError(undefined);
    try {
      await settings.mutateAsync({
        id: product.id,
        sample_eligible: sampleEligible,
        sample_available: sampleAvailable,
        sample_credits: sampleCredits,
        promotional_guidelines: guidelines.trim() ? guidelines : null,
      });
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
      const message = error instanceof Error && error.message ? error.message : 'Failed to update product';
      setFormError(message);
      toast.error('Error', message);
      return;
    }
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
        id="settings-sample-credits"
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
        id="settings-guidelines"
        label="Promotional guidelines"
        value={guidelines}
        maxLength={5000}
        placeholder="What creators should (and should not) say about this product"
        onChange={(event) => setGuidelines(event.target.value)}
        error={errors.promotional_guidelines}
      />
      <FormError message={formError} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={settings.isPending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={settings.isPending}>
          {settings.isPending ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
};
