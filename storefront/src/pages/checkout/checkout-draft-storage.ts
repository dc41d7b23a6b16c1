import { CHECKOUT_DRAFT_STORAGE_KEY, CheckoutDraft, parseStoredDraft } from '../../rules/checkout-draft';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // blocked storage: the draft then lives as long as the page
  }
}

/** The tab's draft (the form and the applied code). Browser only: a server render has no storage. */
export function loadCheckoutDraft(): CheckoutDraft {
  try {
    return parseStoredDraft(storage()?.getItem(CHECKOUT_DRAFT_STORAGE_KEY) ?? null);
  } catch {
    return parseStoredDraft(null);
  }
}

/** Changes part of the draft (the cart page keeps the code, the checkout the form). */
export function saveCheckoutDraft(change: Partial<CheckoutDraft>): void {
  try {
    storage()?.setItem(CHECKOUT_DRAFT_STORAGE_KEY, JSON.stringify({ ...loadCheckoutDraft(), ...change }));
  } catch {
    // full or blocked: the page still holds what was typed
  }
}

/** After the order is placed the next checkout starts empty. */
export function forgetCheckoutDraft(): void {
  try {
    storage()?.removeItem(CHECKOUT_DRAFT_STORAGE_KEY);
  } catch {
    // nothing to forget
  }
}
