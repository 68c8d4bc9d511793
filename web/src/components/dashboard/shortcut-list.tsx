import type { ComponentProps } from 'react';
import { ShortcutCard } from '../ui/shortcut-card';

/** One dashboard shortcut (title, text, icon); `href` undefined shows it as "Coming soon". */
export type Shortcut = ComponentProps<typeof ShortcutCard>;

/** The dashboard's "Shortcuts" section, one card per entry. */
export const ShortcutList = ({ shortcuts }: { shortcuts: readonly Shortcut[] }) => (
  <section aria-labelledby="dashboard-shortcuts" className="mt-6">
    <h2 id="dashboard-shortcuts" className="font-semibold text-slate-900">
      Shortcuts
    </h2>
    <ul className="mt-3 grid gap-3 sm:grid-cols-3" data-testid="dashboard-shortcuts">
      {shortcuts.map((shortcut) => (
        <ShortcutCard key={shortcut.title} {...shortcut} />
      ))}
    </ul>
  </section>
);
