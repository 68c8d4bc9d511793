import { type FormEvent, useState } from 'react';
import {
  DEFAULT_LICENCE_MONTHS,
  DESCRIPTION_MAX,
  DURATION_SECONDS_MAX,
  LICENCE_MONTHS_MAX,
  TERMS_MAX,
  TITLE_MAX,
  ugcRequestContentTypes,
} from '../../../../../contracts/ugc';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { contentTypeLabel } from '../../../lib/ugc-labels';
import { useCreateUgcRequest } from '../api/create-ugc-request';
import { BUDGET_FORMAT_MESSAGE, dollarsToCents } from './parse-budget';

type Field =
  | 'title'
  | 'description'
  | 'budget_cents'
  | 'deadline'
  | 'licensing_terms'
  | 'licensing_duration_months'
  | 'duration_seconds';

const fieldIds: Record<Field, string> = {
  title: 'ugc-title',
  description: 'ugc-description',
  budget_cents: 'ugc-budget',
  deadline: 'ugc-deadline',
  licensing_terms: 'ugc-terms',
  licensing_duration_months: 'ugc-licence-months',
  duration_seconds: 'ugc-duration',
};
const fieldOrder = Object.keys(fieldIds) as Field[];

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

/** Wholes only ("12", not "12.5"); empty is "not given". */
const wholeOrEmpty = (typed: string): number | null | undefined => {
  const trimmed = typed.trim();
  if (!trimmed) return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : undefined;
};

const CreateRequestForm = ({ onDone }: { onDone: () => void }) => {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [budget, setBudget] = useState('');
  const [contentType, setContentType] = useState<(typeof ugcRequestContentTypes)[number]>('reel');
  const [deadline, setDeadline] = useState('');
  const [terms, setTerms] = useState('');
  const [months, setMonths] = useState(String(DEFAULT_LICENCE_MONTHS));
  const [seconds, setSeconds] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const create = useCreateUgcRequest();

  // Spec 5: the dialog cannot be sent until title, description and budget are filled.
  const complete = Boolean(title.trim() && description.trim() && budget.trim());

  // A field's error goes as soon as it is edited: it described the value that was sent.
  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((current) => {
      const { [field]: _gone, ...rest } = current;
      return rest;
    });
  };

  const showErrors = (next: Partial<Record<Field, string>>) => {
    setErrors(next);
    const first = fieldOrder.find((field) => next[field]);
    if (first) document.getElementById(fieldIds[first])?.focus();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete) return;
    const budgetCents = dollarsToCents(budget);
    const licenceMonths = wholeOrEmpty(months);
    const durationSeconds = wholeOrEmpty(seconds);
    const local: Partial<Record<Field, string>> = {
      ...(budgetCents === undefined ? { budget_cents: BUDGET_FORMAT_MESSAGE } : {}),
      ...(licenceMonths === undefined || licenceMonths === null
        ? {
            licensing_duration_months: `Licence duration must be a whole number of months from 1 to ${LICENCE_MONTHS_MAX}`,
          }
        : {}),
      ...(durationSeconds === undefined
        ? {
            duration_seconds: `Duration must be a whole number of seconds from 1 to ${DURATION_SECONDS_MAX}`,
          }
        : {}),
    };
    if (Object.keys(local).length > 0 || budgetCents === undefined || !licenceMonths) {
      showErrors(local);
      return;
    }
    setErrors({});
    setFormError(undefined);
    try {
      await create.mutateAsync({
        title: title.trim(),
        description: description.trim(),
        budget_cents: budgetCents,
        content_type: contentType,
        deadline: deadline || null,
        licensing_terms: terms.trim() || null,
        licensing_duration_months: licenceMonths,
        duration_seconds: durationSeconds ?? null,
      });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        showErrors(error.fields as Partial<Record<Field, string>>);
      } else {
        const message =
          error instanceof ApiError && error.status < 500 ? error.message : 'Failed to create request';
        setFormError(message);
        toast.error('Error', message);
      }
      return;
    }
    toast.success('Request Created', `"${title.trim()}" is open: creators can now submit content for it.`);
    onDone();
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <Input
        id={fieldIds.title}
        label="Title"
        value={title}
        maxLength={TITLE_MAX}
        required
        onChange={(event) => edit('title', setTitle)(event.target.value)}
        error={errors.title}
      />
      <Textarea
        id={fieldIds.description}
        label="Description"
        value={description}
        maxLength={DESCRIPTION_MAX}
        rows={3}
        required
        onChange={(event) => edit('description', setDescription)(event.target.value)}
        error={errors.description}
        hint="What you want made, the look and the message."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          id={fieldIds.budget_cents}
          label="Budget ($)"
          inputMode="decimal"
          placeholder="150.00"
          value={budget}
          required
          onChange={(event) => edit('budget_cents', setBudget)(event.target.value)}
          error={errors.budget_cents}
          hint="Paid to the creator for each approved piece, on your next invoice."
        />
        <Select
          label="Content Type"
          value={contentType}
          onChange={(event) => setContentType(event.target.value as (typeof ugcRequestContentTypes)[number])}
          options={ugcRequestContentTypes.map((value) => ({ value, label: contentTypeLabel(value) }))}
        />
        <Input
          id={fieldIds.deadline}
          label="Deadline (optional)"
          type="date"
          value={deadline}
          onChange={(event) => edit('deadline', setDeadline)(event.target.value)}
          error={errors.deadline}
        />
        <Input
          id={fieldIds.duration_seconds}
          label="Duration in seconds (optional)"
          inputMode="numeric"
          value={seconds}
          onChange={(event) => edit('duration_seconds', setSeconds)(event.target.value)}
          error={errors.duration_seconds}
        />
      </div>
      <Textarea
        id={fieldIds.licensing_terms}
        label="Licensing terms (optional)"
        value={terms}
        maxLength={TERMS_MAX}
        rows={2}
        placeholder="e.g. Organic and paid social, worldwide"
        onChange={(event) => edit('licensing_terms', setTerms)(event.target.value)}
        error={errors.licensing_terms}
      />
      <Input
        id={fieldIds.licensing_duration_months}
        label="Licence duration (months)"
        inputMode="numeric"
        value={months}
        onChange={(event) => edit('licensing_duration_months', setMonths)(event.target.value)}
        error={errors.licensing_duration_months}
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
