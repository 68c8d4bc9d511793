import { cashOutCredits } from '../../../../../contracts/credits';
import { Button } from '../../../../../ui/components/ui/button';
import { toast } from '../../../../../ui/components/ui/toast';
import { formatUsd } from '../../../../../ui/utils/format';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { textField, useSchemaForm } from '../../../lib/forms';
import { useCashOutCredits } from '../api/cash-out-credits';
import type { CreditsScreenData } from '../api/get-credits';

/**
 * Cash-out at the platform's rate ($0.10 per credit), at least the minimum: the amount becomes a
 * Credit Cashouts entry on Earnings & Payouts, paid with the next payout.
 */
export const CashOutForm = ({ balance, terms }: { balance: number; terms: CreditsScreenData['cashout'] }) => {
  const cashOut = useCashOutCredits();
  const minimum = terms.minimum_credits;
  const rate = formatUsd(terms.cents_per_credit);
  // The route's body schema; what it cannot know (the balance) or words otherwise is said here.
  const form = useSchemaForm({
    schema: cashOutCredits.body,
    toInput: ({ credits }: { credits: string }) => ({
      credits: credits.trim() === '' ? Number.NaN : Number(credits),
    }),
    check: ({ credits: typed }) => {
      const credits = Number(typed);
      if (typed.trim() === '' || !Number.isInteger(credits))
        return { credits: 'Enter a whole number of credits' };
      if (credits >= minimum && credits > balance) {
        return { credits: `You need ${credits} credits but only have ${balance}` };
      }
      return {};
    },
    defaultValues: { credits: '' },
  });

  const onSubmit = form.handleSubmit(async ({ credits }) => {
    try {
      const { cashout } = await cashOut.mutateAsync(credits);
      form.reset();
      toast.success(
        'Credits Cashed Out',
        `${formatUsd(cashout.amount_cents)} will be paid with your next payout.`,
      );
    } catch (failure) {
      if (failure instanceof ApiError && failure.message.startsWith('You need'))
        toast.error('Insufficient Credits', failure.message);
      else toast.error('Error', apiErrorMessage(failure, 'Failed to cash out credits'));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      aria-labelledby="cash-out-heading"
      data-testid="cash-out"
    >
      <h3 id="cash-out-heading" className="text-sm font-medium text-slate-600">
        Cash Out
      </h3>
      <div className="mt-2 flex items-start gap-2">
        <Input
          {...textField(form, 'credits', 'cash-out-credits')}
          label="Credits to cash out"
          labelClassName="sr-only"
          type="number"
          inputMode="numeric"
          min={minimum}
          step={1}
          placeholder={`${minimum} or more`}
          hint={`${rate} per credit · minimum ${minimum} credits (${formatUsd(minimum * terms.cents_per_credit)}) · paid with your next payout`}
          fieldClassName="min-w-0 flex-1 space-y-1.5"
        />
        <Button type="submit" className="h-11 shrink-0" isLoading={cashOut.isPending}>
          Cash Out
        </Button>
      </div>
    </form>
  );
};
