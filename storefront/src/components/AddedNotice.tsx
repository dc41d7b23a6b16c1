import { createContext, ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { useTexts } from '../i18n/use-texts';
import './added-notice.css';

/** How long the confirmation stays on the screen. */
const NOTICE_MS = 4000;

const AddedNoticeContext = createContext<(productName: string) => void>(() => undefined);

/** Says 'added to the cart' for a product added from a card (the product page has its own dialog). */
export const useAddedNotice = () => useContext(AddedNoticeContext);

/**
 * The confirmation of an add from a product card: a short line naming the product, in a status region
 * that is always in the page (a region that appears together with its text is often not announced).
 */
export function AddedNoticeProvider({ children }: { children: ReactNode }) {
  const { t } = useTexts();
  const [added, setAdded] = useState<{ name: string; serial: number } | null>(null);
  const announce = useCallback((name: string) => setAdded((current) => ({ name, serial: (current?.serial ?? 0) + 1 })), []);

  useEffect(() => {
    if (!added) return;
    const timer = window.setTimeout(() => setAdded(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [added]);

  // The product's name is database text: isolated in <bdi> inside the sentence of the page's language.
  const [before, after] = t('PRODUCT.ADDED_TO_CART_NAMED', { name: '\u0000' }).split('\u0000');
  return (
    <AddedNoticeContext.Provider value={announce}>
      {children}
      <div className="added-notice" role="status">
        {added && (
          <p key={added.serial} className="added-notice__text">
            <span aria-hidden="true">✓ </span>
            {before}
            <bdi>{added.name}</bdi>
            {after}
          </p>
        )}
      </div>
    </AddedNoticeContext.Provider>
  );
}
