import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { cn } from '../../../../ui/utils/cn';

const widths = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

type DialogProps = {
  open: boolean;
  /** Escape, the close button and the caller's Cancel all end here. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons under the content, right-aligned on wide screens and stacked on phones. */
  footer?: ReactNode;
  /** 'alertdialog' for confirmations: no close button, so the first stop is the caller's Cancel. */
  role?: 'dialog' | 'alertdialog';
  size?: keyof typeof widths;
  'data-testid'?: string;
};

/**
 * A modal on the native `<dialog>` (`showModal()`): the browser traps focus, makes the page behind it
 * inert, closes on Escape and restores focus to the opener. The content renders only while open, so a
 * form inside starts afresh each time.
 */
export const Dialog = ({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  role = 'dialog',
  size = 'md',
  ...data
}: DialogProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // A layout effect: the element opens and closes in the same commit as `open` changes, before the next
  // event. A plain effect may run a frame later (after a render not caused by a click), and a key pressed
  // in that frame would go to a dialog that was closing, or to a page still inert behind it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // A dialog opened from inside this one: its Escape reaches this handler through React's tree
        // (React propagates `cancel` to ancestors) and is its own, not this dialog's.
        if (event.target !== event.currentTarget) return;
        // Escape: let React state decide, so `open` and the element never disagree.
        event.preventDefault();
        onClose();
      }}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl',
        'backdrop:bg-slate-900/50',
        widths[size],
      )}
      {...data}
    >
      {open && (
        <div className="p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold tracking-tight text-slate-900">
              {title}
            </h2>
            {role === 'dialog' && (
              <button
                type="button"
                onClick={onClose}
                aria-label="Close"
                className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
                  <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                </svg>
              </button>
            )}
          </div>
          {description && (
            <div id={descriptionId} className="mt-2 text-sm text-slate-600">
              {description}
            </div>
          )}
          {children && <div className="mt-4">{children}</div>}
          {footer && (
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>
          )}
        </div>
      )}
    </dialog>
  );
};
