import { KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useTexts } from '../../i18n/use-texts';
import type { VariantView } from '../../api/products';
import { useLanguage } from '../../app/language-context';
import { Money } from '../../components/Price';
import { DIRECTION } from '../../rules/language';
import { withShownColour } from '../../rules/colour-names';
import { tabOfVariant, variantLabelWithin, variantLayout, variantName, VariantDimension } from '../../rules/product-page';

interface PickerProps {
  variants: VariantView[];
  selected: number;
  onSelect: (index: number) => void;
}

const DIMENSION_KEYS: Record<VariantDimension, string> = { size: 'PRODUCT.SIZE', color: 'PRODUCT.COLOR', material: 'PRODUCT.MATERIAL' };

/** One variant as a radio option: its words, its price, and whether it is out of stock. */
function VariantOption({
  variant,
  label,
  name,
  checked,
  onChoose,
}: {
  variant: VariantView;
  label: string;
  name: string;
  checked: boolean;
  onChoose: () => void;
}) {
  const { t } = useTexts();
  const id = `variant-${variant.id}`;
  const soldOut = variant.stock_quantity <= 0;
  return (
    <label
      className={`variant-option${checked ? ' variant-option--checked' : ''}${soldOut ? ' variant-option--sold-out' : ''}`}
      htmlFor={id}
    >
      <input id={id} type="radio" name={name} checked={checked} onChange={onChoose} />
      <bdi className="variant-option__name">{label || variant.sku}</bdi>
      <Money amount={variant.price} className="variant-option__price" />
      {soldOut && <span className="variant-option__stock">{t('PRODUCT.OUT_OF_STOCK')}</span>}
    </label>
  );
}

/** 6 variants or fewer: one radio group. More: tabs by size (or color), a radio group per tab, and a summary. */
export function VariantPicker({ variants: sold, selected, onSelect }: PickerProps) {
  const { t } = useTexts();
  // The shopper reads colours in the page's language (the server's localized_color); the cart keeps the key.
  const variants = useMemo(() => sold.map(withShownColour), [sold]);
  const layout = useMemo(() => variantLayout(variants), [variants]);

  if (layout.kind === 'list') {
    return (
      <fieldset className="variants">
        <legend className="variants__legend">{t('PRODUCT.SELECT_VARIANT')}</legend>
        <div className="variants__options">
          {variants.map((variant, index) => (
            <VariantOption
              key={variant.id}
              variant={variant}
              label={variantName(variant)}
              name="variant"
              checked={index === selected}
              onChoose={() => onSelect(index)}
            />
          ))}
        </div>
      </fieldset>
    );
  }
  return (
    <VariantTabs
      variants={variants}
      selected={selected}
      onSelect={onSelect}
      layout={layout}
      dimensionLabel={t(DIMENSION_KEYS[layout.dimension])}
    />
  );
}

type TabsLayout = Extract<ReturnType<typeof variantLayout>, { kind: 'tabs' }>;

function VariantTabs({
  variants,
  selected,
  onSelect,
  layout,
  dimensionLabel,
}: PickerProps & { layout: TabsLayout; dimensionLabel: string }) {
  const { t } = useTexts();
  const rtl = DIRECTION[useLanguage()] === 'rtl';
  const [openTab, setOpenTab] = useState(() => tabOfVariant(layout, selected));
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = variants[selected];

  // Choosing a tab shows its variants and picks its first one, so the badge and price always follow a real variant.
  const chooseTab = (index: number, focus = false) => {
    setOpenTab(index);
    onSelect(layout.tabs[index].variantIndexes[0]);
    if (focus) tabRefs.current[index]?.focus();
  };

  // The tab pattern's keys: arrows move along the row (mirrored right to left), Home and End jump to the ends.
  const onKeyDown = (event: KeyboardEvent) => {
    const last = layout.tabs.length - 1;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === forward
        ? (openTab + 1) % (last + 1)
        : event.key === backward
          ? (openTab - 1 + last + 1) % (last + 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    chooseTab(next, true);
  };

  const tab = layout.tabs[openTab];
  return (
    <div className="variants variants--tabs">
      <p className="variants__legend" id="variant-tabs-label">
        {dimensionLabel}
      </p>
      <div className="variant-tabs" role="tablist" aria-labelledby="variant-tabs-label">
        {layout.tabs.map((candidate, index) => (
          <button
            key={candidate.value || index}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`variant-tab-${index}`}
            className="variant-tabs__tab"
            aria-selected={index === openTab}
            aria-controls="variant-tab-panel"
            tabIndex={index === openTab ? 0 : -1}
            onClick={() => chooseTab(index)}
            onKeyDown={onKeyDown}
          >
            <bdi>{candidate.value || '—'}</bdi>
          </button>
        ))}
      </div>
      <div className="variant-tabs__panel" role="tabpanel" id="variant-tab-panel" aria-labelledby={`variant-tab-${openTab}`}>
        <fieldset className="variants__options">
          <legend className="visually-hidden">{t('PRODUCT.SELECT_VARIANT')}</legend>
          {tab.variantIndexes.map((index) => (
            <VariantOption
              key={variants[index].id}
              variant={variants[index]}
              label={variantLabelWithin(variants[index], layout.dimension)}
              name="variant"
              checked={index === selected}
              onChoose={() => onSelect(index)}
            />
          ))}
        </fieldset>
      </div>
      {chosen && (
        <p className="variants__summary" aria-live="polite">
          {t('PRODUCT.SELECTED_VARIANT')}: <bdi>{variantName(chosen)}</bdi> · <Money amount={chosen.price} />
        </p>
      )}
    </div>
  );
}
