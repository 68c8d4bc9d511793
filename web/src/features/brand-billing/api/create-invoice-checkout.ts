import { useMutation } from '@tanstack/react-query';
import { createInvoiceCheckout as createInvoiceCheckoutContract } from '../../../../../contracts/billing';
import { callApi } from '../../../lib/api-client';

/**
 * `POST /api/brand/invoices/{invoiceId}/checkout`: the URL of a Stripe Checkout Session for the invoice.
 * Nothing changes on the invoice here: it becomes paid only from Stripe's webhook.
 */
export const createInvoiceCheckout = async (invoiceNumber: string): Promise<string> =>
  (await callApi(createInvoiceCheckoutContract, { params: { invoiceId: invoiceNumber } })).url;

export const useCreateInvoiceCheckout = () => useMutation({ mutationFn: createInvoiceCheckout });
