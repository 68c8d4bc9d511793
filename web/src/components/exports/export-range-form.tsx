import { type FormEvent, useState } from 'react';
import type { ExportKind } from '../../../../contracts/exports';
import { Button } from '../../../../ui/components/ui/button';
import { DownloadIcon } from '../../../../ui/components/ui/icons';
import { toast } from '../../../../ui/components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { downloadExport } from '../../lib/download-export';
import { FormError } from '../ui/form-error';
import { Input } from '../ui/input';

const today = () => new Date().toISOString().slice(0, 10);
const firstOfMonth = () => `${today().slice(0, 8)}01`;

type Fields = Partial<Record<'from' | 'to', string>>;

/**
 * "Export CSV" for a date range (issue 21): the records of the screen it sits on, made between two UTC
 * days (both included), as a CSV file streamed from the server; the server checks the range (before it
 * streams anything) and its errors are shown at the field.
 */
export const ExportRangeForm = ({
  kind,
  title,
  description,
}: {
  kind: Exclude<ExportKind, 'yearly'>;
  title: string;
  description: string;
}) => {
  const [from, setFrom] = useState(firstOfMonth);
  const [to, setTo] = useState(today);
  const [fields, setFields] = useState<Fields>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    setFields({});
    setBusy(true);
    try {
      await downloadExport(kind, { from, to });
      toast.success(`${title}: downloaded`);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setFields(error.fields);
      else setFailure(error instanceof Error ? error.message : 'The export failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const id = `export-${kind}`;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid={`${id}-form`}
    >
      <div>
        <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-sm text-slate-600">{description}</p>
      </div>
      <div className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <Input
          id={`${id}-from`}
          label="From"
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.target.value)}
          error={fields.from}
        />
        <Input
          id={`${id}-to`}
          label="To"
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.target.value)}
          error={fields.to}
        />
        <Button
          type="submit"
          variant="secondary"
          isLoading={busy}
          className="sm:mt-7"
          data-testid={`${id}-download`}
        >
          {busy ? (
            'Preparing CSV…'
          ) : (
            <>
              <DownloadIcon /> Download CSV
            </>
          )}
        </Button>
      </div>
      <FormError message={failure} />
    </form>
  );
};
