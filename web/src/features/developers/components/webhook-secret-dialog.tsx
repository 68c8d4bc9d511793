import { Button } from '../../../../../ui/components/ui/button';
import { toast } from '../../../../../ui/components/ui/toast';
import { formatDateTime } from '../../../../../ui/utils/format';
import { Dialog } from '../../../components/ui/dialog';

export interface ShownSecret {
  title: string;
  secret: string;
  /** During a roll's overlap: the previous secret, still signing until `until`. */
  previous?: string | null;
  until?: string;
}

/** A signing secret, shown in full only here (at creation, on Reveal, after a roll), with a Copy button. */
export const WebhookSecretDialog = ({
  shown,
  onClose,
}: {
  shown: ShownSecret | null;
  onClose: () => void;
}) => (
  <Dialog
    open={shown !== null}
    onClose={onClose}
    title={shown?.title ?? ''}
    description="Use it to check the Marketplace-Signature header of every delivery. Keep it secret."
    data-testid="webhook-secret-dialog"
    footer={<Button onClick={onClose}>Done</Button>}
  >
    {shown && (
      <div className="space-y-3">
        <SecretLine label="Signing secret" value={shown.secret} />
        {shown.previous && (
          <SecretLine
            label={`Previous secret (still signing${shown.until ? ` until ${formatDateTime(shown.until)}` : ''})`}
            value={shown.previous}
          />
        )}
      </div>
    )}
  </Dialog>
);

/** Copies, and says whether it worked (the clipboard needs a secure context and the page's focus). */
const copy = async (value: string) => {
  try {
    await navigator.clipboard.writeText(value);
    toast.success('Secret copied');
  } catch {
    toast.error('Could not copy', 'Select the secret and copy it yourself.');
  }
};

const SecretLine = ({ label, value }: { label: string; value: string }) => (
  <div>
    <p className="text-sm font-medium text-slate-900">{label}</p>
    <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-center">
      <code
        className="block flex-1 break-all rounded-lg bg-slate-100 px-3 py-2 text-xs"
        data-testid="webhook-secret"
      >
        {value}
      </code>
      <Button variant="secondary" size="sm" onClick={() => void copy(value)}>
        Copy
      </Button>
    </div>
  </div>
);
