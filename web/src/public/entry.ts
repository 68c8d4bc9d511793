// The public pages' script (storefront, product page, marketing pages), in plain DOM so a first load
// carries no framework (issue 33: React renders these pages on the server; a public page's budget is
// 50 KB of JS): it gives the server-rendered islands their behaviour and shows notices; on a marketing
// page, it starts the SPA for a visitor who may be signed in.
import '../styles.css';
import { toast } from '../../../ui/components/ui/toast/toast-store';
import { mayHaveStoredSession } from '../../../ui/lib/stored-session';
import { enhancers } from './islands';
import { mountToaster } from './toasts';

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

const isIsland = (name: string | undefined): name is keyof typeof enhancers =>
  name !== undefined && Object.hasOwn(enhancers, name);

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = element.dataset.island;
  if (!isIsland(name)) continue;
  enhancers[name](element, JSON.parse(element.dataset.props ?? '{}'));
}

mountToaster();

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

// A creator's discount code (issue 34): Copy puts it on the clipboard; with JavaScript off the code is
// still there to read and select.
document.addEventListener('click', (event) => {
  const button =
    event.target instanceof Element ? event.target.closest<HTMLElement>('[data-copy-code]') : null;
  const code = button?.dataset.copyCode;
  if (!code) return;
  navigator.clipboard.writeText(code).then(
    () => toast.success('Code Copied', `${code} is on your clipboard: enter it at checkout.`),
    () => toast.error('Copy Failed', 'Failed to copy the code to the clipboard'),
  );
});
