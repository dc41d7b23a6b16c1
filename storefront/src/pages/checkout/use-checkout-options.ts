import { useEffect, useState } from 'react';
import { CheckoutOptions, getCheckoutOptions } from '../../api/checkout-options';

/**
 * The shop's checkout settings (courier on or off, its fee, the free threshold) for the delivery choice.
 * Read in the browser once the page runs; until then (or if it cannot be read) the page shows the
 * choice without a fee, and the server's quote still prices the order.
 */
export function useCheckoutOptions(): CheckoutOptions | null {
  const [options, setOptions] = useState<CheckoutOptions | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getCheckoutOptions(controller.signal)
      .then(setOptions)
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return options;
}
