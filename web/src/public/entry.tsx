// The public pages' script (storefront, product page, marketing pages): built with Preact standing in
// for React (web/vite.public.config.ts), it hydrates the islands the server rendered and shows notices;
// on a marketing page, it starts the SPA for a visitor who may be signed in.
import '../styles.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { toast } from '../../../ui/components/ui/toast/toast-store';
import { Toaster } from '../../../ui/components/ui/toast/toaster';
import { mayHaveStoredSession } from '../../../ui/lib/stored-session';
import { type IslandName, islands } from '../../../ui/public/islands';
import { FollowRequestsSource } from '../../../ui/storefront/follow-requests-source';

/** The Follow island's calls (API client, Amplify): a chunk of their own, loaded for a possible session or a click. */
const loadFollowRequests = () => import('../features/storefront/api/follow-requests');

// A marketing page is the SPA's own markup: someone who may be signed in gets the SPA (their header,
// their session) started over it; a signed-out visitor needs nothing more to read and follow it.
const app = document.querySelector<HTMLMetaElement>('meta[name="app-entry"]');
if (app && mayHaveStoredSession()) {
  for (const href of (app.dataset.styles ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ app.content);
}

const isIsland = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(islands, name);

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = element.dataset.island;
  if (!isIsland(name)) continue;
  const Component = islands[name];
  hydrateRoot(
    element,
    <FollowRequestsSource.Provider value={loadFollowRequests}>
      <Component {...JSON.parse(element.dataset.props ?? '{}')} />
    </FollowRequestsSource.Provider>,
  );
}

const toaster = document.createElement('div');
document.body.append(toaster);
createRoot(toaster).render(<Toaster />);

// Buttons whose notice the server wrote on them (a storefront's product cards, spec 2.3), with the
// notice's next step when it has one (issue 21: a brand messages the creator).
document.addEventListener('click', (event) => {
  const target =
    event.target instanceof Element ? event.target.closest<HTMLElement>('[data-notice-title]') : null;
  if (!target?.dataset.noticeTitle) return;
  const { noticeActionLabel: label, noticeActionHref: href } = target.dataset;
  toast.info(
    target.dataset.noticeTitle,
    target.dataset.noticeDescription,
    label && href ? { label, href } : undefined,
  );
});
