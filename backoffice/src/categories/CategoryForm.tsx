import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { BooleanInput, SimpleForm, TextInput, useRecordContext, useTranslate } from 'react-admin';
import type { CategoryWire } from '../api/wire';
import { FormToolbar } from '../shared/FormToolbar';
import { DEFAULT_CATEGORY_IMAGE } from '../shared/images';
import { ImageUploadInput } from '../shared/ImageUploadInput';
import { SignedNumberInput } from '../shared/SignedNumberInput';
import { TRANSLATION_LANGUAGES } from '../shared/translations';
import { categoryFormValues, validCategoryName } from './categoryPayload';

const nameRule = (value: string) => (validCategoryName(value) ? undefined : 'resources.categories.form.name_required');

/** The category form of the create and edit pages (600px wide, as the spec's modal). */
export function CategoryForm({ submitLabel }: { submitLabel: string }) {
  const translate = useTranslate();
  const record = useRecordContext<CategoryWire>();
  const field = (name: string) => translate(`resources.categories.fields.${name}`);
  // Memoised: a new record object would make react-admin reset the form and lose the edits.
  const values = useMemo(() => categoryFormValues(record), [record]);
  return (
    <SimpleForm record={values} mode="onChange" toolbar={<FormToolbar submitLabel={submitLabel} />} sx={{ maxWidth: 600 }}>
      <TextInput source="name" label={field('name')} validate={nameRule} isRequired fullWidth />
      <TextInput source="description" label={field('description')} multiline minRows={3} fullWidth />
      <ImageUploadInput
        source="image_url"
        label={field('image_url')}
        uploadLabel={translate('resources.categories.form.upload')}
        removeLabel={translate('resources.categories.form.remove_image')}
        previewAlt={translate('resources.categories.form.image_preview')}
        fallback={DEFAULT_CATEGORY_IMAGE}
      />
      <BooleanInput source="is_active" label={field('is_active')} />
      <SignedNumberInput source="sort_order" label={field('sort_order')} step={1} />
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('resources.categories.form.translations')}
      </Typography>
      {TRANSLATION_LANGUAGES.map((language) => {
        const languageName = translate(`app.translation_languages.${language}`);
        return (
          <Box key={language} sx={{ width: '100%' }} lang={language} dir={language === 'he' ? 'rtl' : 'ltr'}>
            <TextInput
              source={`translations.${language}.name`}
              label={translate('resources.categories.fields.translation_name', { language: languageName })}
              fullWidth
            />
            <TextInput
              source={`translations.${language}.description`}
              label={translate('resources.categories.fields.translation_description', { language: languageName })}
              multiline
              minRows={2}
              fullWidth
            />
          </Box>
        );
      })}
    </SimpleForm>
  );
}
