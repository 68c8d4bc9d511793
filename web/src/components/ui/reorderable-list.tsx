import { type ReactNode, useState } from 'react';
import { Button } from '../../../../ui/components/ui/button';
import { cn } from '../../../../ui/utils/cn';

/** The list with `from` moved to `to` (both indexes in the list as it is). */
export const moved = <T,>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
};

/**
 * A list a person puts in order by dragging a row (mouse or touch pad) or with Move up / Move down
 * (keyboard and screen readers: each button names its item, and the new place is announced). `onOrder`
 * gets the whole new order; the list shows the order it is given, so a failed save puts it back.
 */
export const ReorderableList = <T,>({
  items,
  keyOf,
  labelOf,
  onOrder,
  busy = false,
  renderItem,
  className,
  testId,
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  labelOf: (item: T) => string;
  onOrder: (next: T[]) => void;
  busy?: boolean;
  renderItem: (item: T, index: number) => ReactNode;
  className?: string;
  testId?: string;
}) => {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const order = (from: number, to: number) => {
    if (from === to || to < 0 || to >= items.length) return;
    const item = items[from] as T;
    onOrder(moved(items, from, to));
    setAnnouncement(`${labelOf(item)} moved to position ${to + 1} of ${items.length}`);
  };
  return (
    <>
      <ol className={cn('flex flex-col gap-2', className)} aria-busy={busy} data-testid={testId}>
        {items.map((item, index) => (
          <li
            key={keyOf(item)}
            draggable={!busy}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', keyOf(item));
              setDragging(index);
            }}
            onDragOver={(event) => {
              if (dragging === null) return;
              event.preventDefault();
              setOver(index);
            }}
            onDragLeave={() => setOver((current) => (current === index ? null : current))}
            onDrop={(event) => {
              event.preventDefault();
              if (dragging !== null) order(dragging, index);
              setDragging(null);
              setOver(null);
            }}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
            className={cn(
              'flex min-w-0 items-start gap-2 rounded-xl border border-slate-200 bg-white p-2',
              dragging === index && 'opacity-50',
              over === index && dragging !== index && 'border-violet-500 ring-2 ring-violet-200',
            )}
            data-testid={testId ? `${testId}-item` : undefined}
          >
            <span
              aria-hidden="true"
              className="cursor-grab px-1 pt-2 text-slate-400 select-none"
              title="Drag to reorder"
            >
              ⠿
            </span>
            <div className="min-w-0 flex-1">{renderItem(item, index)}</div>
            <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
              <Button
                variant="ghost"
                size="sm"
                disabled={index === 0 || busy}
                onClick={() => order(index, index - 1)}
                aria-label={`Move ${labelOf(item)} up`}
              >
                ↑<span className="hidden sm:inline"> Up</span>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={index === items.length - 1 || busy}
                onClick={() => order(index, index + 1)}
                aria-label={`Move ${labelOf(item)} down`}
              >
                ↓<span className="hidden sm:inline"> Down</span>
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );
};
