import { Typography } from '@mui/material';
import { useMemo } from 'react';
import { BooleanInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import type { CategoryWire } from '../api/wire';
import { EditorForm } from '../shared/EditorForm';
import { DEFAULT_CATEGORY_IMAGE } from '../shared/images';
import { ImageUploadInput } from '../shared/ImageUploadInput';
import { SignedNumberInput } from '../shared/SignedNumberInput';
import { TranslationInputs } from '../shared/TranslationInputs';
import { categoryFormValues, validCategoryName } from './categoryPayload';

const nameRule = (value: string) => (validCategoryName(value) ? undefined : 'resources.categories.form.name_required');

/** The category form of the create and edit pages (600px wide, as the spec's modal). */
export function CategoryForm() {
  const translate = useTranslate();
  const record = useRecordContext<CategoryWire>();
  const field = (name: string) => translate(`resources.categories.fields.${name}`);
  // Memoised: a new record object would make react-admin reset the form and lose the edits.
  const values = useMemo(() => categoryFormValues(record), [record]);
  return (
    <EditorForm values={values} maxWidth={600}>
      <TextInput source="name" label={field('name')} validate={nameRule} isRequired fullWidth />
      <TextInput source="description" label={field('description')} multiline minRows={3} fullWidth />
      <ImageUploadInput source="image_url" fallback={DEFAULT_CATEGORY_IMAGE} />
      <BooleanInput source="is_active" label={field('is_active')} />
      <SignedNumberInput source="sort_order" label={field('sort_order')} step={1} />
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('resources.categories.form.translations')}
      </Typography>
      <TranslationInputs descriptionRows={2} />
    </EditorForm>
  );
}
