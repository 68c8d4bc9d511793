// The public pages' script (storefront, product page): built with Preact standing in for React
// (web/vite.public.config.ts), it hydrates the islands the server rendered and shows notices.
import '../styles.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { toast } from '../components/ui/toast/toast-store';
import { Toaster } from '../components/ui/toast/toaster';
import { type IslandName, islands } from './islands';

const isIsland = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(islands, name);

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = element.dataset.island;
  if (!isIsland(name)) continue;
  const Component = islands[name];
  hydrateRoot(element, <Component {...JSON.parse(element.dataset.props ?? '{}')} />);
}

const toaster = document.createElement('div');
document.body.append(toaster);
createRoot(toaster).render(<Toaster />);

// Buttons whose notice the server wrote on them (a storefront's product cards, spec 2.3).
document.addEventListener('click', (event) => {
  const target =
    event.target instanceof Element ? event.target.closest<HTMLElement>('[data-notice-title]') : null;
  if (!target?.dataset.noticeTitle) return;
  toast.info(target.dataset.noticeTitle, target.dataset.noticeDescription);
});
