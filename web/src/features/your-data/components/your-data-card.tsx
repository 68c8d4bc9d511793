import { type FormEvent, useState } from 'react';
import { formatUsd } from '../../../../../contracts/money-text';
import { CLOSE_CONFIRMATION_WORD, type DataExportView } from '../../../../../contracts/your-data';
import { Button } from '../../../../../ui/components/ui/button';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { toast } from '../../../../../ui/components/ui/toast';
import { LoadError } from '../../../components/layouts/load-error';
import { SectionCard } from '../../../components/layouts/section-card';
import { Input } from '../../../components/ui/input';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useLogout } from '../../../lib/auth';
import { useCloseAccount, useRequestDataExport, useYourData } from '../api/your-data';

const day = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** What the export's state reads like, under Download my data. */
const ExportState = ({ state }: { state: DataExportView }) => {
  if (state.status === 'building') {
    return (
      <div className="space-y-2">
        <ProgressBar
          value={state.parts_done}
          max={state.parts_total}
          label="Gathering your data"
          valueText={`${state.parts_done} of ${state.parts_total} parts`}
          data-testid="data-export-progress"
        />
        <p className="text-slate-600">Gathering your data… We will e-mail you a link when it is ready.</p>
      </div>
    );
  }
  if (state.status === 'failed') {
    return <p className="text-red-700">We could not gather your data. Please try again.</p>;
  }
  const expired = state.link_expires_at !== null && Date.parse(state.link_expires_at) < Date.now();
  return (
    <p className="text-slate-700">
      {expired
        ? 'Your last download link has expired. Ask again for a new one.'
        : `Ready: we e-mailed you a link to a ZIP of JSON and CSV files. It works until ${day(state.link_expires_at ?? state.requested_at)} UTC.`}
    </p>
  );
};

/**
 * Your data (issue 35) on the Account screens: Download my data (built in the background; the card
 * shows its progress and when its e-mailed link expires) and Close my account, with the balance rule
 * explained: a creator still owed money closes only by ticking that they give it up, and typing CLOSE.
 */
export const YourDataCard = () => {
  const data = useYourData();
  const requestExport = useRequestDataExport();
  const close = useCloseAccount();
  const logout = useLogout();
  const [confirmation, setConfirmation] = useState('');
  const [forfeit, setForfeit] = useState(false);
  const fields = close.error instanceof ApiError ? close.error.fields : {};
  const closing = data.data?.closing;
  const building = data.data?.export?.status === 'building';

  const startExport = () =>
    requestExport.mutate(undefined, {
      onError: (error) => toast.error('Error', apiErrorMessage(error, 'Failed to start gathering your data')),
    });

  const submitClose = (event: FormEvent) => {
    event.preventDefault();
    close.mutate(
      { confirmation, forfeit_balance: forfeit },
      {
        onSuccess: () => {
          toast.success('Account closed', 'Your account is closed. Goodbye.');
          logout.mutate();
        },
      },
    );
  };

  return (
    <SectionCard
      id="your-data"
      titleId="your-data-title"
      title="Your data"
      description="Download everything we hold about you, or close your account."
      className="scroll-mt-24"
      data-testid="your-data"
    >
      {data.isPending ? (
        <Skeleton className="mt-4 h-4 w-2/3" label="Loading your data settings" />
      ) : data.isError && !data.data ? (
        <LoadError
          what="your data settings"
          onRetry={() => void data.refetch()}
          isRetrying={data.isRefetching}
        />
      ) : (
        <div className="mt-4 space-y-6 text-sm">
          <div className="space-y-3" data-testid="data-export">
            <h3 className="font-medium text-slate-900">Download my data</h3>
            <p className="text-slate-600">
              A ZIP of JSON and CSV files: your profile, and everything of yours we keep. We gather it in the
              background and e-mail you a link that works for 7 days.
            </p>
            {data.data?.export && <ExportState state={data.data.export} />}
            <Button
              variant="secondary"
              onClick={startExport}
              isLoading={requestExport.isPending}
              disabled={building}
              data-testid="data-export-start"
            >
              {building ? 'Gathering…' : 'Download my data'}
            </Button>
          </div>

          <form className="space-y-3 border-t border-slate-200 pt-6" onSubmit={submitClose} noValidate>
            <h3 className="font-medium text-slate-900">Close my account</h3>
            <p className="text-slate-600">
              Closing signs you out everywhere and you cannot sign in again. Your name and e-mail are removed;
              records others keep (a brand's invoices and sales) keep their amounts and show "Closed account".
            </p>
            {closing && closing.owed_cents > 0 && (
              <div className="rounded-lg bg-yellow-50 px-3 py-2 text-yellow-950" data-testid="close-owed">
                <p>
                  You are still owed {formatUsd(closing.owed_cents)} ({formatUsd(closing.pending_cents)}{' '}
                  pending, {formatUsd(closing.available_cents)} payable, {formatUsd(closing.held_cents)}{' '}
                  held). Wait until it is paid to you, or give it up to close now.
                </p>
                <label className="mt-2 flex items-start gap-2">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4"
                    checked={forfeit}
                    onChange={(event) => setForfeit(event.target.checked)}
                    aria-describedby={fields.forfeit_balance ? 'close-forfeit-error' : undefined}
                    data-testid="close-forfeit"
                  />
                  <span>Give up what I am owed ({formatUsd(closing.owed_cents)})</span>
                </label>
                {fields.forfeit_balance && (
                  <p id="close-forfeit-error" className="mt-1 text-red-700">
                    {fields.forfeit_balance}
                  </p>
                )}
              </div>
            )}
            {closing?.payout_in_flight && (
              <p className="text-slate-700">
                A payout to you is on its way: close your account once it has arrived.
              </p>
            )}
            <Input
              label={`Type ${CLOSE_CONFIRMATION_WORD} to confirm`}
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
              autoComplete="off"
              error={fields.confirmation}
              fieldClassName="max-w-xs"
              data-testid="close-confirmation"
            />
            {close.isError && !fields.confirmation && !fields.forfeit_balance && (
              <p role="alert" className="text-red-700">
                {apiErrorMessage(close.error, 'Failed to close your account. Please try again.')}
              </p>
            )}
            <Button
              type="submit"
              variant="destructive"
              isLoading={close.isPending}
              data-testid="close-account"
            >
              Close my account
            </Button>
          </form>
        </div>
      )}
    </SectionCard>
  );
};
