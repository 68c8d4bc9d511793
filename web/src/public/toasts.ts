/**
 * The public pages' toaster, in plain DOM: the same store (toast-store.ts), look and behaviour as the
 * SPA's Toaster (toaster.tsx), without a framework on a storefront's first load. Both live regions are
 * in the page before any toast (a region inserted together with its text is often not announced);
 * hover or keyboard focus holds a toast open.
 */
import {
  currentToasts,
  dismissToast,
  subscribeToToasts,
  type Toast,
} from '../../../ui/components/ui/toast/toast-store';
import {
  dismissIconPath,
  dismissLabel,
  toastClasses,
  toastDurations,
} from '../../../ui/components/ui/toast/toast-styles';

const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
};

const SVG = 'http://www.w3.org/2000/svg';

const dismissIcon = (): SVGSVGElement => {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({
    'aria-hidden': 'true',
    viewBox: '0 0 20 20',
    fill: 'currentColor',
    class: toastClasses.dismissIcon,
  }))
    svg.setAttribute(name, value);
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', dismissIconPath);
  svg.append(path);
  return svg;
};

/** One toast's element; it dismisses itself after its time unless hovered or focused. */
const toastElement = (toast: Toast): HTMLElement => {
  const item = element('div', toastClasses.item(toast.variant), { 'data-variant': toast.variant });
  const body = element('div', toastClasses.body);
  const title = element('p', toastClasses.title);
  title.textContent = toast.title;
  body.append(title);
  if (toast.description) {
    const description = element('p', toastClasses.description(toast.variant));
    description.textContent = toast.description;
    body.append(description);
  }
  if (toast.action) {
    const action = element('a', toastClasses.action, { href: toast.action.href });
    action.textContent = toast.action.label;
    body.append(action);
  }
  const dismiss = element('button', toastClasses.dismiss(toast.variant), {
    type: 'button',
    'aria-label': dismissLabel,
  });
  dismiss.append(dismissIcon());
  dismiss.addEventListener('click', () => dismissToast(toast.id));
  item.append(element('span', toastClasses.dot, { 'aria-hidden': 'true' }), body, dismiss);

  let timer: number | undefined;
  const hold = () => window.clearTimeout(timer);
  const release = () => {
    hold();
    timer = window.setTimeout(() => dismissToast(toast.id), toastDurations[toast.variant]);
  };
  item.addEventListener('mouseenter', hold);
  item.addEventListener('focusin', hold);
  item.addEventListener('mouseleave', release);
  item.addEventListener('focusout', release);
  release();
  return item;
};

/** Adds the toaster to the page; from then on it shows what toast-store holds. */
export const mountToaster = (): void => {
  const toaster = element('section', toastClasses.toaster, {
    'aria-label': 'Notifications',
    'data-testid': 'toasts',
    'data-toaster': '',
  });
  const alerts = element('div', toastClasses.region, { role: 'alert', 'aria-atomic': 'false' });
  const statuses = element('div', toastClasses.region, { role: 'status', 'aria-atomic': 'false' });
  toaster.append(alerts, statuses);
  document.body.append(toaster);

  // Each toast's element is made once and kept while it is on screen (its timer and focus with it).
  const shown = new Map<number, HTMLElement>();
  const render = () => {
    const toasts = currentToasts();
    const ids = new Set(toasts.map((toast) => toast.id));
    for (const [id, node] of shown)
      if (!ids.has(id)) {
        node.remove();
        shown.delete(id);
      }
    for (const toast of toasts) {
      if (shown.has(toast.id)) continue;
      const node = toastElement(toast);
      shown.set(toast.id, node);
      (toast.variant === 'destructive' ? alerts : statuses).append(node);
    }
  };
  subscribeToToasts(render);
  render();
};
