import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../../../ui/components/ui/button';
import { toast } from '../../../../../ui/components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useCreateInvoiceCheckout } from '../api/create-invoice-checkout';
import { invoicesQueryKey } from '../api/get-invoices';

/**
 * Pay Invoice (spec 2.4, 4): a Stripe Checkout Session opened in a new tab. The tab is opened on the
 * click itself and pointed at the session once its URL arrives — a window opened after an awaited
 * request is blocked as a popup by some browsers. If the browser still refuses a tab, this one goes to
 * the checkout instead, so the brand can always pay. The invoice turns paid only from Stripe's webhook;
 * `onStarted` lets the list watch for it.
 */
export const PayInvoiceButton = ({
  invoiceNumber,
  onStarted,
}: {
  invoiceNumber: string;
  onStarted: (invoiceNumber: string) => void;
}) => {
  const checkout = useCreateInvoiceCheckout();
  const queryClient = useQueryClient();

  const pay = () => {
    const tab = window.open('', '_blank');
    checkout.mutate(invoiceNumber, {
      onSuccess: (url) => {
        onStarted(invoiceNumber);
        toast.success('Payment Session Created', 'Complete the payment in the new tab.');
        if (!tab) {
          window.location.assign(url);
          return;
        }
        // The checkout page gets no handle on this app's window.
        tab.opener = null;
        tab.location.href = url;
      },
      onError: (error) => {
        tab?.close();
        // A refusal of the person (issue 35: their role, or two-factor sign-in not set up) says why and
        // what to do; any other failure is the spec's message.
        toast.error(
          'Payment Error',
          error instanceof ApiError && error.status === 403
            ? error.message
            : 'Failed to create payment session',
        );
        // E.g. paid meanwhile (409): the list shows why there is nothing to pay.
        void queryClient.invalidateQueries({ queryKey: invoicesQueryKey });
      },
    });
  };

  return (
    <Button size="sm" onClick={pay} isLoading={checkout.isPending} data-testid="pay-invoice">
      {checkout.isPending ? 'Opening checkout...' : 'Pay Invoice'}
      <span className="sr-only"> {invoiceNumber}</span>
    </Button>
  );
};
