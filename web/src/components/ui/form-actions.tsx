import type { ReactNode } from 'react';
import { Button } from '../../../../ui/components/ui/button';

/** A page form's submit button under a rule, right-aligned (full width on phones). */
export const FormSubmitRow = ({
  isPending,
  children = 'Save changes',
  pendingLabel = 'Saving...',
}: {
  isPending: boolean;
  children?: ReactNode;
  pendingLabel?: ReactNode;
}) => (
  <div className="flex justify-end border-t border-slate-100 pt-5">
    <Button type="submit" isLoading={isPending} className="w-full sm:w-auto">
      {isPending ? pendingLabel : children}
    </Button>
  </div>
);

/** A dialog form's Cancel and submit buttons (submit first on phones, right-aligned otherwise). */
export const DialogFormActions = ({
  onCancel,
  isPending,
  children = 'Save changes',
  pendingLabel = 'Saving...',
}: {
  onCancel: () => void;
  isPending: boolean;
  children?: ReactNode;
  pendingLabel?: ReactNode;
}) => (
  <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
    <Button variant="secondary" onClick={onCancel} disabled={isPending}>
      Cancel
    </Button>
    <Button type="submit" isLoading={isPending}>
      {isPending ? pendingLabel : children}
    </Button>
  </div>
);
