import { useState } from 'react';
import {
  createUgcRequestSchema,
  DEFAULT_LICENCE_MONTHS,
  DESCRIPTION_MAX,
  TERMS_MAX,
  TITLE_MAX,
  ugcRequestContentTypes,
} from '../../../../../contracts/ugc';
import { Button } from '../../../../../ui/components/ui/button';
import { toast } from '../../../../../ui/components/ui/toast';
import { Dialog } from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { showServerErrors, textField, useSchemaForm } from '../../../lib/forms';
import { contentTypeLabel } from '../../../lib/ugc-labels';
import { useCreateUgcRequest } from '../api/create-ugc-request';
import { BUDGET_FORMAT_MESSAGE, dollarsToCents } from './parse-budget';

const fieldIds = {
  title: 'ugc-title',
  description: 'ugc-description',
  budget_cents: 'ugc-budget',
  content_type: 'ugc-content-type',
  deadline: 'ugc-deadline',
  licensing_terms: 'ugc-terms',
  licensing_duration_months: 'ugc-licence-months',
  duration_seconds: 'ugc-duration',
} as const;

/** The fields as typed: the budget in dollars, the numbers as text. */
type Values = {
  title: string;
  description: string;
  budget_cents: string;
  content_type: (typeof ugcRequestContentTypes)[number];
  deadline: string;
  licensing_terms: string;
  licensing_duration_months: string;
  duration_seconds: string;
};

/** Create Request (spec 2.4, 5): a dialog whose form starts afresh each time it opens. */
export const CreateRequestDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <Dialog
    open={open}
    onClose={onClose}
    title="Create UGC Request"
    description="Creators see open requests in Explore and on your brand profile, with the budget you pay for approved content."
    size="lg"
    data-testid="create-ugc-request-dialog"
  >
    <CreateRequestForm onDone={onClose} />
  </Dialog>
);

/** Wholes only ("12", not "12.5"): anything else reaches the schema as NaN, which it words itself. */
const whole = (typed: string): number => (/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);

/**
 * The route's body schema, given cents for the dollars typed; a budget that is not an amount is worded
 * as the dialog says it (the schema's message is about the range).
 */
const requestForm = {
  schema: createUgcRequestSchema,
  toInput: (values: Values) => ({
    ...values,
    budget_cents: dollarsToCents(values.budget_cents) ?? Number.NaN,
    deadline: values.deadline || null,
    licensing_duration_months: whole(values.licensing_duration_months),
    duration_seconds: values.duration_seconds.trim() ? whole(values.duration_seconds) : null,
  }),
  check: (values: Values) => ({
    budget_cents: dollarsToCents(values.budget_cents) === undefined ? BUDGET_FORMAT_MESSAGE : undefined,
  }),
};

const CreateRequestForm = ({ onDone }: { onDone: () => void }) => {
  const form = useSchemaForm({
    ...requestForm,
    defaultValues: {
      title: '',
      description: '',
      budget_cents: '',
      content_type: 'reel',
      deadline: '',
      licensing_terms: '',
      licensing_duration_months: String(DEFAULT_LICENCE_MONTHS),
      duration_seconds: '',
    },
  });
  const [formError, setFormError] = useState<string>();
  const create = useCreateUgcRequest();
  const field = (name: keyof Values) => textField(form, name, fieldIds[name]);

  // Spec 5: the dialog cannot be sent until title, description and budget are filled.
  const [title, description, budget] = form.watch(['title', 'description', 'budget_cents']);
  const complete = Boolean(title.trim() && description.trim() && budget.trim());

  const handleSubmit = form.handleSubmit(async (input) => {
    if (!complete) return;
    setFormError(undefined);
    try {
      await create.mutateAsync(input);
    } catch (error) {
      if (Object.keys(showServerErrors(form, error)).length === 0) {
        const message =
          error instanceof ApiError && error.status < 500 ? error.message : 'Failed to create request';
        setFormError(message);
        toast.error('Error', message);
      }
      return;
    }
    toast.success('Request Created', `"${input.title}" is open: creators can now submit content for it.`);
    onDone();
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <Input {...field('title')} label="Title" maxLength={TITLE_MAX} required />
      <Textarea
        {...field('description')}
        label="Description"
        maxLength={DESCRIPTION_MAX}
        rows={3}
        required
        hint="What you want made, the look and the message."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          {...field('budget_cents')}
          label="Budget ($)"
          inputMode="decimal"
          placeholder="150.00"
          required
          hint="Paid to the creator for each approved piece, on your next invoice."
        />
        <Select
          {...field('content_type')}
          label="Content Type"
          options={ugcRequestContentTypes.map((value) => ({ value, label: contentTypeLabel(value) }))}
        />
        <Input {...field('deadline')} label="Deadline (optional)" type="date" />
        <Input {...field('duration_seconds')} label="Duration in seconds (optional)" inputMode="numeric" />
      </div>
      <Textarea
        {...field('licensing_terms')}
        label="Licensing terms (optional)"
        maxLength={TERMS_MAX}
        rows={2}
        placeholder="e.g. Organic and paid social, worldwide"
      />
      <Input
        {...field('licensing_duration_months')}
        label="Licence duration (months)"
        inputMode="numeric"
        fieldClassName="space-y-1.5 sm:max-w-xs"
      />
      <FormError message={formError} />
      <CreateActions complete={complete} isPending={create.isPending} onCancel={onDone} />
    </form>
  );
};

/** Cancel and 'Create Request', the latter disabled until the required fields are filled (spec 5). */
const CreateActions = ({
  complete,
  isPending,
  onCancel,
}: {
  complete: boolean;
  isPending: boolean;
  onCancel: () => void;
}) => (
  <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
    <Button variant="secondary" onClick={onCancel} disabled={isPending}>
      Cancel
    </Button>
    <Button type="submit" isLoading={isPending} disabled={!complete}>
      {isPending ? 'Creating...' : 'Create Request'}
    </Button>
  </div>
);
