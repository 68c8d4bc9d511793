import { useCallback, useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';

/** What our OAuth callback page posts to its opener (functions/catalogue/store/popup-result-page.ts). */
const popupMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SHOPIFY_SUCCESS'), shop: z.string() }),
  z.object({ type: z.literal('SHOPIFY_ERROR'), message: z.optional(z.string()) }),
]);

type PopupCallbacks = {
  onSuccess: (shop: string) => void;
  onError: (message: string | undefined) => void;
  /** The window closed before the callback page reported anything (usually: closed by hand). */
  onClosed: () => void | Promise<void>;
};

/** Spec 9: the popup is 500×600 and checked for being closed every second. */
const POPUP_FEATURES = 'width=500,height=600';
const CLOSED_POLL_MS = 1000;

/**
 * The Shopify authorization popup: opens it, listens for the callback page's message (our origin and
 * that window only) and notices when it is closed by hand. `waiting` is true from opening until one of
 * the three outcomes.
 */
export const useShopifyPopup = (callbacks: PopupCallbacks) => {
  const [waiting, setWaiting] = useState(false);
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const stopRef = useRef<(() => void) | undefined>(undefined);

  useEffect(() => () => stopRef.current?.(), []);

  /** Returns false when the browser blocked the window. */
  const open = useCallback((url: string): boolean => {
    stopRef.current?.();
    const popup = window.open(url, 'shopify-oauth', POPUP_FEATURES);
    if (!popup) return false;
    popup.focus();

    const stop = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(timer);
      stopRef.current = undefined;
      setWaiting(false);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      const message = popupMessageSchema.safeParse(event.data);
      if (!message.success) return;
      stop();
      if (message.data.type === 'SHOPIFY_SUCCESS') latest.current.onSuccess(message.data.shop);
      else latest.current.onError(message.data.message);
    };
    const timer = window.setInterval(() => {
      if (!popup.closed) return;
      stop();
      void latest.current.onClosed();
    }, CLOSED_POLL_MS);

    window.addEventListener('message', onMessage);
    stopRef.current = stop;
    setWaiting(true);
    return true;
  }, []);

  return { open, waiting };
};
