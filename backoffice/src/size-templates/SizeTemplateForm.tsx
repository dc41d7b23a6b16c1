import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  minValue,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { SizeTemplateWire } from '../api/wire';
import { ColourNameInput } from '../shared/ColourNameInput';
import { EditorForm } from '../shared/EditorForm';
import { TranslationInputs } from '../shared/TranslationInputs';
import { DEFAULT_SIZE_STOCK, sizeTemplateFormValues, TEMPLATE_CATEGORIES, TEMPLATE_VARIANTS } from './templatePayload';

const R = 'resources.size-templates';

export function SizeTemplateForm() {
  const translate = useTranslate();
  const record = useRecordContext<SizeTemplateWire>();
  const values = useMemo(() => sizeTemplateFormValues(record), [record]);
  const field = (name: string) => translate(`${R}.fields.${name}`);
  return (
    <EditorForm values={values} maxWidth={900}>
      <TextInput source="name" label={field('name')} validate={required()} fullWidth />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <SelectInput
          source="category"
          label={field('category')}
          validate={required()}
          choices={TEMPLATE_CATEGORIES.map((id) => ({ id, name: `${R}.categories.${id}` }))}
        />
        <SelectInput
          source="variant"
          label={field('variant')}
          emptyText=" "
          choices={TEMPLATE_VARIANTS.map((id) => ({ id, name: `${R}.variants.${id}` }))}
        />
      </Box>
      <TextInput source="description" label={field('description')} multiline minRows={2} fullWidth />
      <ArrayInput source="sizes" label={field('sizes')}>
        <SimpleFormIterator inline disableReordering>
          <TextInput source="size" label={field('size')} validate={required()} helperText={false} />
          <TextInput source="sku_suffix" label={field('sku_suffix')} helperText={false} />
          <NumberInput
            source="default_stock"
            label={field('default_stock')}
            defaultValue={DEFAULT_SIZE_STOCK}
            validate={minValue(0)}
            min={0}
            helperText={false}
          />
          <BooleanInput source="is_default_active" label={field('is_default_active')} defaultValue={true} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput source="colors" label={field('colors')}>
        <SimpleFormIterator inline disableReordering>
          <ColourNameInput source="color_name" label={field('color_name')} validate={required()} />
          <TextInput source="sku_suffix" label={field('sku_suffix')} helperText={false} />
          <BooleanInput source="is_default_active" label={field('is_default_active')} defaultValue={true} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate(`${R}.form.translations`)}
      </Typography>
      <TranslationInputs />
    </EditorForm>
  );
}
