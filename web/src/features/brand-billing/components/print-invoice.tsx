import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { Invoice } from '../api/get-invoices';
import { InvoiceDocument } from './invoice-document';
import './print-invoice.css';

/**
 * Mounts the invoice's printout under <body> (the print stylesheet shows it alone), opens the browser's
 * print dialog once it is in the page, and reports `onDone` when printing ends.
 */
export const PrintInvoice = ({ invoice, onDone }: { invoice: Invoice; onDone: () => void }) => {
  const latestOnDone = useRef(onDone);
  latestOnDone.current = onDone;
  // Once per mount, even when effects run twice in development: one dialog per click.
  const opened = useRef(false);

  useEffect(() => {
    const done = () => latestOnDone.current();
    window.addEventListener('afterprint', done, { once: true });
    if (!opened.current) {
      opened.current = true;
      window.print();
    }
    return () => window.removeEventListener('afterprint', done);
  }, []);

  return createPortal(
    <div className="invoice-printout-root">
      <InvoiceDocument invoice={invoice} printed />
    </div>,
    document.body,
  );
};
