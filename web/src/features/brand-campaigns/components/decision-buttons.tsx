import { Button, type ButtonSize } from '../../../../../ui/components/ui/button';
import { cn } from '../../../../../ui/utils/cn';

/**
 * Deny / Approve for one request (an application, a code). `subject` completes both names for screen
 * readers ("Approve @maya"), since a page holds many such pairs. Without `onApprove`, Approve submits the
 * surrounding form (the code's percentage is validated there).
 */
export const DecisionButtons = ({
  subject,
  deciding,
  busy,
  onDeny,
  onApprove,
  size,
  className,
}: {
  subject: string;
  /** The decision being sent, which shows the spinner. */
  deciding: 'approve' | 'deny' | undefined;
  busy: boolean;
  onDeny: () => void;
  onApprove?: () => void;
  size?: ButtonSize;
  className?: string | undefined;
}) => (
  <div className={cn('grid grid-cols-2 gap-2', className)}>
    <Button variant="secondary" size={size} onClick={onDeny} isLoading={deciding === 'deny'} disabled={busy}>
      Deny<span className="sr-only"> {subject}</span>
    </Button>
    <Button
      type={onApprove ? 'button' : 'submit'}
      size={size}
      onClick={onApprove}
      isLoading={deciding === 'approve'}
      disabled={busy}
    >
      Approve<span className="sr-only"> {subject}</span>
    </Button>
  </div>
);
