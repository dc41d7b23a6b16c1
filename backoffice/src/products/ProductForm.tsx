import { Box, Divider, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BooleanInput, minLength, required, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { FormToolbar } from '../shared/FormToolbar';
import { TRANSLATION_LANGUAGES } from '../shared/translations';
import { CategoryCheckboxes } from './CategoryCheckboxes';
import { DiscountFields } from './DiscountFields';
import { ImagesSection } from './ImagesSection';
import type { ProductFormValues } from './productForm';
import { VariantsSection } from './VariantsSection';

const nameRules = [required(), minLength(2, 'resources.products.form.name_min')];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ width: '100%', mb: 2 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
      <Divider sx={{ mt: 2 }} />
    </Box>
  );
}

/** The product form (create, edit and copy), up to 1000px wide like the spec's modal. */
export function ProductForm({ values, submitLabel }: { values: ProductFormValues; submitLabel: string }) {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.products.fields.${name}`);
  const section = (name: string) => translate(`resources.products.sections.${name}`);
  return (
    <SimpleForm record={values} mode="onChange" toolbar={<FormToolbar submitLabel={submitLabel} />} sx={{ maxWidth: 1000 }}>
      <Section title={section('basic')}>
        <TextInput source="name" label={field('name')} validate={nameRules} fullWidth dir="auto" />
        <CategoryCheckboxes />
        <TextInput source="description" label={field('description')} multiline minRows={3} fullWidth dir="auto" />
        <DiscountFields />
      </Section>
      <Section title={section('images')}>
        <ImagesSection />
      </Section>
      <Section title={section('settings')}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
          <BooleanInput source="is_active" label={field('is_active')} helperText={false} />
          <BooleanInput source="is_visible" label={field('is_visible')} helperText={false} />
          <BooleanInput source="is_recommended" label={field('is_recommended')} helperText={false} />
          <BooleanInput source="has_variants" label={field('has_variants')} helperText={false} />
        </Box>
      </Section>
      <Section title={section('translations')}>
        {TRANSLATION_LANGUAGES.map((language) => {
          const languageName = translate(`app.translation_languages.${language}`);
          return (
            <Box key={language} lang={language} dir={language === 'he' ? 'rtl' : 'ltr'} sx={{ width: '100%' }}>
              <TextInput
                source={`translations.${language}.name`}
                label={translate('resources.products.fields.translation_name', { language: languageName })}
                fullWidth
              />
              <TextInput
                source={`translations.${language}.description`}
                label={translate('resources.products.fields.translation_description', { language: languageName })}
                multiline
                minRows={2}
                fullWidth
              />
            </Box>
          );
        })}
      </Section>
      <Section title={section('variants')}>
        <VariantsSection />
      </Section>
    </SimpleForm>
  );
}
