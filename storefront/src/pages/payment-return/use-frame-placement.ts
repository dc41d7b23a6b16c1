import { useEffect, useState } from 'react';

export type Placement = 'unknown' | 'frame' | 'top';

/**
 * Whether this page runs inside the payment page's card frame. Known only in the browser, after the first
 * render (a server render cannot know): 'unknown' until then.
 */
export function useFramePlacement(): Placement {
  const [placement, setPlacement] = useState<Placement>('unknown');
  useEffect(() => {
    let framed = true;
    try {
      framed = window.self !== window.top;
    } catch {
      // a cross-origin parent may refuse the comparison: then we are framed
    }
    setPlacement(framed ? 'frame' : 'top');
  }, []);

  // Inside the frame only the short message shows: the shop's header and footer are hidden (payment-return.css).
  useEffect(() => {
    if (placement !== 'frame') return undefined;
    document.documentElement.dataset.paymentFrame = 'true';
    return () => {
      delete document.documentElement.dataset.paymentFrame;
    };
  }, [placement]);
  return placement;
}

/** The spec: the message goes to the parent at once and again after a second (in case the first came too early). */
export const REPEAT_MESSAGE_AFTER_MS = 1000;

/** Posts a message to the payment page, to the shop's own origin only (never to whoever framed us). */
export function postToPaymentPage(message: unknown): void {
  window.parent.postMessage(message, window.location.origin);
}
