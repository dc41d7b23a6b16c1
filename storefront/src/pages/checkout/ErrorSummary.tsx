import { useTexts } from '../../i18n/use-texts';
import { CHECKOUT_FIELDS, type CheckoutField } from '../../rules/checkout-validation';
import type { useCheckout } from './use-checkout';

type Checkout = ReturnType<typeof useCheckout>;

/**
 * After 'place order' on a form with problems: how many fields to correct at that press (announced:
 * role=alert, once a press), and each problem as a button that puts the cursor in its field. The list
 * follows what is still wrong, outside the alert, so correcting a field is not announced again.
 */
export function ErrorSummary({ checkout }: { checkout: Checkout }) {
  const { t } = useTexts();
  const problems = CHECKOUT_FIELDS.filter((field): field is CheckoutField => Boolean(checkout.errors[field]));
  const press = checkout.refusedPress;
  if (!press || problems.length === 0) return null;
  return (
    <div className="checkout__errors">
      <p key={press.serial} className="checkout__errors-title" role="alert">
        {t('CHECKOUT.FIX_ERRORS', { count: press.problems })}
      </p>
      <ul className="checkout__errors-list">
        {problems.map((field) => (
          <li key={field}>
            <button type="button" className="link-button" onClick={() => checkout.focusField(field)}>
              {t(checkout.errors[field]!)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
