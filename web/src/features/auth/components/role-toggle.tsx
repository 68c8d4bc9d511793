import { type Role, roleLabels, roles } from '../../../../../ui/types/api';
import { cn } from '../../../../../ui/utils/cn';

const roleDescriptions: Record<Role, string> = {
  brand: 'List your products, set commissions and let creators sell for you.',
  creator: 'Promote products you love and earn a commission on every sale. Free to join.',
};

type RoleToggleProps = { value: Role; onChange: (role: Role) => void; disabled?: boolean };

/** Brand / Creator switch: two toggle buttons (aria-pressed) under one legend. */
export const RoleToggle = ({ value, onChange, disabled = false }: RoleToggleProps) => (
  <fieldset disabled={disabled}>
    <legend className="text-sm font-medium text-slate-800">I'm joining as</legend>
    <div className="mt-1.5 grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
      {roles.map((role) => {
        const selected = value === role;
        return (
          <button
            key={role}
            type="button"
            aria-pressed={selected}
            data-testid={`role-toggle-${role}`}
            onClick={() => onChange(role)}
            className={cn(
              'h-10 rounded-lg text-sm font-semibold transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600',
              selected
                ? 'bg-white text-violet-800 shadow-sm ring-1 ring-slate-200'
                : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {roleLabels[role]}
          </button>
        );
      })}
    </div>
    <p className="mt-2 text-sm text-slate-600">{roleDescriptions[value]}</p>
  </fieldset>
);
