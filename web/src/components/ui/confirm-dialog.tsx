import type { ReactNode } from 'react';
import { Button } from '../../../../ui/components/ui/button';
import { Dialog } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  title: string;
  /** The question, read out with the title when the dialog opens. */
  message: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs ("Deleting..."). */
  pendingLabel?: string;
  isPending?: boolean;
  'data-testid'?: string;
};

/** "Are you sure?" before something that cannot be undone; Cancel is the first focus stop. */
export const ConfirmDialog = ({
  open,
  onCancel,
  onConfirm,
  title,
  message,
  confirmLabel,
  pendingLabel,
  isPending = false,
  ...data
}: ConfirmDialogProps) => (
  <Dialog
    open={open}
    onClose={() => {
      if (!isPending) onCancel();
    }}
    role="alertdialog"
    size="sm"
    title={title}
    description={message}
    footer={
      <>
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={onConfirm} isLoading={isPending}>
          {isPending ? (pendingLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </>
    }
    {...data}
  />
);
