import { useTexts } from '../../i18n/use-texts';
import { Money } from '../../components/Price';
import { VariantName } from '../../components/VariantName';
import { canChooseLines, CancellableLine } from '../../rules/cancellation';
import type { useCancelChoices } from './use-cancel-choices';

type Choices = ReturnType<typeof useCancelChoices>;

function LineText({ line }: { line: CancellableLine }) {
  const { t } = useTexts();
  return (
    <span className="cancel-line__text">
      <span className="cancel-line__name">
        <bdi>{line.name}</bdi>
      </span>
      {line.variantName && (
        <span className="cancel-line__detail">
          {t('TRACKING.VARIANT')}:{' '}
          <bdi>
            <VariantName name={line.variantName} />
          </bdi>
        </span>
      )}
      <span className="cancel-line__detail">
        {t('TRACKING.QUANTITY')}: <bdi>{line.quantity}</bdi> · {t('TRACKING.UNIT_PRICE')}: <Money amount={line.unitPrice} />
      </span>
    </span>
  );
}

/**
 * The order's lines: a checkbox each (all chosen to start with) and, where more than one unit is left,
 * how many to cancel. An unpaid order is cancelled whole, so its lines are listed without choices.
 */
export function CancelLines({ choices }: { choices: Choices }) {
  const { t } = useTexts();
  const { order } = choices;
  const error = choices.errors.lines;

  if (!canChooseLines(order)) {
    return (
      <section className="panel cancel-section" aria-labelledby="cancel-lines-title">
        <h3 id="cancel-lines-title" className="cancel-legend">
          {t('CANCEL_PAGE.ITEMS_LEGEND')}
        </h3>
        <p className="cancel-note">{t('CANCEL_PAGE.WHOLE_ORDER_ONLY')}</p>
        <ul className="cancel-lines">
          {order.lines.map((line) => (
            <li key={line.id} className="cancel-line">
              <LineText line={line} />
            </li>
          ))}
        </ul>
      </section>
    );
  }

  const firstChoice = order.lines.find((line) => line.cancellableQuantity > 0)?.id;
  return (
    <fieldset className="panel cancel-section cancel-fieldset" aria-describedby={error ? 'cancel-lines-error' : undefined}>
      <legend className="cancel-legend">{t('CANCEL_PAGE.ITEMS_LEGEND')}</legend>
      <ul className="cancel-lines">
        {order.lines.map((line) => {
          const choice = choices.choices.lines[line.id];
          const id = `cancel-line-${line.id}`;
          if (line.cancellableQuantity < 1) {
            return (
              <li key={line.id} className="cancel-line cancel-line--done">
                <LineText line={line} />
                <span className="badge badge--neutral">{t('CANCEL_PAGE.ALREADY_CANCELLED')}</span>
              </li>
            );
          }
          return (
            <li key={line.id} className="cancel-line">
              <input
                id={id}
                type="checkbox"
                className="cancel-line__check"
                ref={line.id === firstChoice ? choices.fieldRef('lines') : undefined}
                checked={Boolean(choice?.chosen)}
                onChange={(event) => choices.chooseLine(line.id, event.target.checked)}
              />
              <label htmlFor={id} className="cancel-line__label">
                <LineText line={line} />
              </label>
              {line.cancellableQuantity > 1 && (
                <div className="cancel-line__quantity">
                  <label htmlFor={`${id}-quantity`}>
                    {t('CANCEL_PAGE.QUANTITY')}
                    <span className="visually-hidden">
                      {' '}
                      <bdi>{line.name}</bdi>
                    </span>
                  </label>
                  <select
                    id={`${id}-quantity`}
                    value={choice?.quantity ?? line.cancellableQuantity}
                    disabled={!choice?.chosen}
                    onChange={(event) => choices.setQuantity(line.id, Number(event.target.value))}
                  >
                    {Array.from({ length: line.cancellableQuantity }, (_, index) => index + 1).map((quantity) => (
                      <option key={quantity} value={quantity}>
                        {quantity}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {error && (
        <p id="cancel-lines-error" className="field__error" role="alert">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
