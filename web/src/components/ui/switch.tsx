import { cn } from '../../../../ui/utils/cn';

type SwitchProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The accessible name ("Available to creators: Linen Shirt"); visible text is the caller's. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  disabled?: boolean;
  id?: string;
  'data-testid'?: string;
};

/** An on/off toggle (role="switch"): Space and Enter flip it, like a checkbox. */
export const Switch = ({ checked, onChange, disabled, ...aria }: SwitchProps) => (
  <button
    type="button"
    role="switch"
    aria-checked={checked}
    disabled={disabled}
    onClick={() => onChange(!checked)}
    className={cn(
      'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
      'disabled:cursor-not-allowed disabled:opacity-60',
      checked ? 'bg-violet-700' : 'bg-slate-300',
    )}
    {...aria}
  >
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
        checked ? 'translate-x-5.5' : 'translate-x-0.5',
      )}
    />
  </button>
);
