import { useEffect, useRef } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { Link } from 'react-router-dom';
import { useLocalPath } from '../../app/language-context';
import { Money } from '../../components/Price';
import { VariantName } from '../../components/VariantName';

interface AddedLine {
  name: string;
  variant_name: string;
  price: number;
}

/**
 * The popup after add-to-cart: continue shopping (closes) or go to checkout. A modal <dialog> moves the
 * focus in, keeps it there, closes on Escape and gives the focus back to the button that opened it.
 */
export function AddedToCartDialog({ line, quantity, onClose }: { line: AddedLine | null; quantity: number; onClose: () => void }) {
  const { t } = useTexts();
  const to = useLocalPath();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (line && !dialog.open) dialog.showModal();
    if (!line && dialog.open) dialog.close();
  }, [line]);

  return (
    <dialog
      ref={dialogRef}
      className="added-dialog"
      aria-labelledby="added-dialog-title"
      aria-describedby="added-dialog-text"
      onClose={onClose}
    >
      {line && (
        <>
          <h2 id="added-dialog-title" className="added-dialog__title">
            <span aria-hidden="true">✓ </span>
            {t('PRODUCT.ADDED_TO_CART')}
          </h2>
          <p id="added-dialog-text">{t('PRODUCT.ADDED_TO_CART_DESC')}</p>
          <p className="added-dialog__line">
            <bdi>{line.name}</bdi>
            {line.variant_name && (
              <>
                {' · '}
                <bdi>
                  <VariantName name={line.variant_name} />
                </bdi>
              </>
            )}
            {' · '}
            {t('PRODUCT.QUANTITY')}: <bdi>{quantity}</bdi>
            {' · '}
            <Money amount={line.price} />
          </p>
          <div className="added-dialog__actions">
            <button type="button" className="button" autoFocus onClick={() => dialogRef.current?.close()}>
              {t('PRODUCT.CONTINUE_SHOPPING')}
            </button>
            <Link className="button button--primary" to={to('/checkout')}>
              {t('PRODUCT.GO_TO_CHECKOUT')}
            </Link>
          </div>
        </>
      )}
    </dialog>
  );
}
