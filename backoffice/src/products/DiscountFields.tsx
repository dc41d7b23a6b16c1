import { Box } from '@mui/material';
import type { ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { BooleanInput, maxValue, minValue, NumberInput, required, useTranslate } from 'react-admin';
import { onDiscountPriceChanged, onDiscountToggled, onPercentageChanged, onPriceChanged, type DiscountState } from './discount';

const FIELDS = ['price', 'has_discount', 'discount_price', 'discount_percentage'] as const;
const numberOf = (event: ChangeEvent<HTMLInputElement>) => event.target.valueAsNumber;
const wholePercentage = (value: unknown) =>
  value === null || value === undefined || value === '' || Number.isInteger(Number(value))
    ? undefined
    : 'resources.products.form.percentage_range';

/** Price, stock and the discount toggle; the discount price and percentage keep each other in step (spec rules). */
export function DiscountFields() {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const hasDiscount = useWatch({ name: 'has_discount' });
  const field = (name: string) => translate(`resources.products.fields.${name}`);

  const apply = (change: (state: DiscountState) => DiscountState) => {
    const [price, has_discount, discount_price, discount_percentage] = getValues([...FIELDS]);
    const before = {
      price: Number(price),
      has_discount: !!has_discount,
      discount_price: Number(discount_price) || 0,
      discount_percentage: Number(discount_percentage) || 0,
    };
    const after = change(before);
    for (const name of ['discount_price', 'discount_percentage'] as const) {
      if (after[name] !== before[name]) setValue(name, after[name], { shouldDirty: true, shouldValidate: true });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' }}>
      <NumberInput
        source="price"
        label={field('price')}
        validate={[required(), minValue(0)]}
        min={0}
        step={0.01}
        onChange={(e: ChangeEvent<HTMLInputElement>) => apply((s) => onPriceChanged(s, numberOf(e)))}
      />
      <NumberInput source="stock_quantity" label={field('stock_quantity')} validate={[required(), minValue(0)]} min={0} step={1} />
      <NumberInput
        source="low_stock_threshold"
        label="resources.low-stock.product_threshold"
        helperText="resources.low-stock.product_threshold_hint"
        validate={minValue(0)}
        min={0}
        step={1}
      />
      <BooleanInput
        source="has_discount"
        label={field('has_discount')}
        sx={{ gridColumn: '1 / -1' }}
        onChange={(e: ChangeEvent<HTMLInputElement>) => apply((s) => onDiscountToggled(s, e.target.checked))}
      />
      {hasDiscount && (
        <>
          <NumberInput
            source="discount_price"
            label={field('discount_price')}
            validate={minValue(0)}
            min={0}
            step={0.01}
            onChange={(e: ChangeEvent<HTMLInputElement>) => apply((s) => onDiscountPriceChanged(s, numberOf(e)))}
          />
          <NumberInput
            source="discount_percentage"
            label={field('discount_percentage')}
            validate={[minValue(0), maxValue(100), wholePercentage]}
            min={0}
            max={100}
            step={1}
            onChange={(e: ChangeEvent<HTMLInputElement>) => apply((s) => onPercentageChanged(s, numberOf(e)))}
          />
        </>
      )}
    </Box>
  );
}
