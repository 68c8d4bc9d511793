import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../../../ui/utils/cn';

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

  const listRef = useRef<HTMLDivElement>(null);
  const overflow = useOverflowEdges(listRef);

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
      {/* On a narrow screen the row scrolls sideways: a fade at an edge says more tabs lie that way. */}
      <div className="relative" data-overflow-start={overflow.start} data-overflow-end={overflow.end}>
        <div
          ref={listRef}
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          className="flex gap-1 overflow-x-auto overscroll-x-contain border-b border-slate-200 [scrollbar-width:thin]"
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
                // A tab reached by keyboard is scrolled into the row's view.
                onFocus={(event) =>
                  event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })
                }
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
        <span
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute inset-y-0 left-0 flex w-10 items-center bg-gradient-to-r from-slate-50 to-transparent text-slate-500 transition-opacity',
            overflow.start ? 'opacity-100' : 'opacity-0',
          )}
        >
          ‹
        </span>
        <span
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute inset-y-0 right-0 flex w-10 items-center justify-end bg-gradient-to-l from-slate-50 to-transparent text-slate-500 transition-opacity',
            overflow.end ? 'opacity-100' : 'opacity-0',
          )}
        >
          ›
        </span>
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

/** Whether an element scrolled sideways has more to show before (start) or after (end) its view. */
const useOverflowEdges = (ref: { current: HTMLElement | null }) => {
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((current) => (current.start === start && current.end === end ? current : { start, end }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref]);
  return edges;
};
