import { brandRoleLabels } from '../../../../../contracts/brand-roles';
import { cn } from '../../../../../ui/utils/cn';
import { getBrandInUse, setBrandInUse } from '../../../lib/brand-in-use';
import { useMyBrands } from '../api/team';

/**
 * Issue 35: the header's workspace switcher, for a person in several brands (nothing otherwise). Choosing
 * one reloads the workspace on that brand: every screen's data is the brand's, so nothing is kept.
 */
export const WorkspaceSwitcher = ({ className, label = false }: { className?: string; label?: boolean }) => {
  const brands = useMyBrands();
  const list = brands.data ?? [];
  if (list.length < 2) return null;
  const current =
    list.find((brand) => brand.brand_id === getBrandInUse()) ??
    list.find((b) => b.role === 'owner') ??
    list[0];
  return (
    <label className={cn('min-w-0 items-center gap-2', className ?? 'flex')} data-testid="workspace-switcher">
      <span className={label ? 'text-sm font-medium text-slate-700' : 'sr-only'}>Brand</span>
      <select
        className="h-9 max-w-[9rem] truncate rounded-lg border border-slate-300 bg-white px-2 text-sm font-medium text-slate-900 sm:max-w-[14rem]"
        value={current?.brand_id}
        onChange={(event) => {
          setBrandInUse(event.target.value);
          window.location.assign('/brand/dashboard');
        }}
      >
        {list.map((brand) => (
          <option key={brand.brand_id} value={brand.brand_id}>
            {brand.brand_name} ({brandRoleLabels[brand.role]})
          </option>
        ))}
      </select>
    </label>
  );
};
