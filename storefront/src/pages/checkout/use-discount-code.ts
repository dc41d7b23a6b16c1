import { useCallback, useEffect, useState } from 'react';
import { normalizeDiscountCode } from 'shop-rules';
import { DiscountRefusal } from '../../rules/checkout-summary';
import { loadCheckoutDraft, saveCheckoutDraft } from './checkout-draft-storage';

/**
 * The discount-code field of the cart and the checkout: what is typed, and the code applied (asked in
 * the quote, sent with the order). The applied code is kept in the tab's draft, so a code applied in
 * the cart is there at checkout.
 */
export function useDiscountCode() {
  const [typed, setTyped] = useState('');
  const [applied, setApplied] = useState<string | null>(null);
  // Pressing Apply on an empty field, or the order refusing the code: shown until the next Apply.
  const [ownRefusal, setOwnRefusal] = useState<DiscountRefusal | 'REQUIRED' | null>(null);

  useEffect(() => {
    const code = loadCheckoutDraft().discountCode;
    if (code) {
      setApplied(code);
      setTyped(code);
    }
  }, []);

  const apply = useCallback(() => {
    const code = normalizeDiscountCode(typed);
    setOwnRefusal(code ? null : 'REQUIRED');
    setApplied(code || null);
    setTyped(code);
    saveCheckoutDraft({ discountCode: code });
  }, [typed]);

  const remove = useCallback(() => {
    setApplied(null);
    setTyped('');
    setOwnRefusal(null);
    saveCheckoutDraft({ discountCode: '' });
  }, []);

  const type = useCallback((text: string) => setTyped(text), []);

  return { typed, type, applied, apply, remove, ownRefusal, refuse: setOwnRefusal };
}

export type DiscountCodeState = ReturnType<typeof useDiscountCode>;
