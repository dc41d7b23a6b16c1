import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import StraightenIcon from '@mui/icons-material/Straighten';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { BooleanInput, minValue, NumberInput, required, TextInput, useGetList, useTranslate } from 'react-admin';
import type { SizeTemplateWire } from '../api/wire';
import { ColourNameInput } from '../shared/ColourNameInput';
import { SignedNumberInput } from '../shared/SignedNumberInput';
import { NEW_VARIANT } from './productForm';
import { applyTemplate, type VariantFormValues } from './sizeTemplates';
import { TemplatePicker } from './TemplatePicker';

/** Variants, shown while Has Variants is on: add by hand or from a size template (which replaces them all). */
export function VariantsSection() {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext();
  const hasVariants = useWatch({ name: 'has_variants' });
  const { fields, append, remove, replace } = useFieldArray<{ variants: VariantFormValues[] }, 'variants', 'key'>({
    name: 'variants',
    keyName: 'key',
  });
  const { data: templates = [] } = useGetList<SizeTemplateWire>('size-templates', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
  });
  const [picking, setPicking] = useState(false);
  const v = (name: string) => translate(`resources.products.variants.${name}`);

  // Turning Has Variants off removes every variant row, as the spec says.
  useEffect(() => {
    if (!hasVariants && getValues('variants')?.length) replace([]);
  }, [hasVariants, getValues, replace]);

  if (!hasVariants) return null;

  const applyPicked = (template: SizeTemplateWire) => {
    replace(applyTemplate(template, getValues('id') ?? null));
    setValue('has_variants', true, { shouldDirty: true });
    setPicking(false);
  };
  const t = getValues('translations') ?? {};
  const names = [getValues('name'), t.ru?.name, t.he?.name].filter(Boolean) as string[];

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => append({ ...NEW_VARIANT })}>
          {v('add')}
        </Button>
        {templates.length > 0 && (
          <Button variant="outlined" startIcon={<StraightenIcon />} onClick={() => setPicking(true)}>
            {v('use_template')}
          </Button>
        )}
      </Stack>
      {fields.map((field, index) => (
        <Paper key={field.key} variant="outlined" component="fieldset" sx={{ p: 2, mb: 1.5, borderRadius: 1 }}>
          <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
            {translate('resources.products.variants.row', { position: index + 1 })}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            <TextInput source={`variants.${index}.sku`} label={v('sku')} validate={required()} dir="ltr" />
            <TextInput source={`variants.${index}.size`} label={v('size')} />
            <ColourNameInput source={`variants.${index}.color`} label={v('color')} />
            <TextInput source={`variants.${index}.material`} label={v('material')} />
            <NumberInput
              source={`variants.${index}.stock_quantity`}
              label={v('stock_quantity')}
              validate={[required(), minValue(0)]}
              min={0}
              step={1}
            />
            <NumberInput
              source={`variants.${index}.low_stock_threshold`}
              label="resources.low-stock.variant_threshold"
              validate={minValue(0)}
              min={0}
              step={1}
            />
            <SignedNumberInput
              source={`variants.${index}.price_modifier`}
              label={v('price_modifier')}
              helperText={v('price_modifier_hint')}
              step={0.01}
            />
          </Box>
          <Stack direction="row" justifyContent="space-between" alignItems="center">
            <BooleanInput source={`variants.${index}.is_active`} label={v('is_active')} helperText={false} />
            <Button
              color="error"
              startIcon={<DeleteIcon />}
              onClick={() => remove(index)}
              aria-label={`${v('remove')}: ${translate('resources.products.variants.row', { position: index + 1 })}`}
            >
              {v('remove')}
            </Button>
          </Stack>
        </Paper>
      ))}
      {picking && <TemplatePicker open names={names} templates={templates} onCancel={() => setPicking(false)} onApply={applyPicked} />}
    </Box>
  );
}
