import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from '../../utils/cn';

export type TabItem<Value extends string> = { value: Value; label: ReactNode; panel: ReactNode };

type TabsProps<Value extends string> = {
  label: string;
  items: readonly TabItem<Value>[];
  value: Value;
  onChange: (value: Value) => void;
};

/**
 * WAI-ARIA tabs: one tab stop, arrow keys (and Home / End) move between tabs and select them; only the
 * selected panel is rendered.
 */
export const Tabs = <Value extends string>({ label, items, value, onChange }: TabsProps<Value>) => {
  const baseId = useId();
  const tabRefs = useRef(new Map<Value, HTMLButtonElement>());

  const select = (next: Value) => {
    onChange(next);
    tabRefs.current.get(next)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === value);
    const last = items.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    const next = target === undefined ? undefined : items[target];
    if (!next) return;
    event.preventDefault();
    select(next.value);
  };

  const selected = items.find((item) => item.value === value);
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {items.map((item) => {
          const isSelected = item.value === value;
          return (
            <button
              key={item.value}
              ref={(element) => {
                if (element) tabRefs.current.set(item.value, element);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.value}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.value}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onChange(item.value)}
              className={cn(
                '-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap',
                isSelected
                  ? 'border-violet-700 text-violet-800'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {selected && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${selected.value}`}
          aria-labelledby={`${baseId}-tab-${selected.value}`}
          className="pt-6"
        >
          {selected.panel}
        </div>
      )}
    </div>
  );
};
