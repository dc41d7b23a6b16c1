import { Box, Divider, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BooleanInput, minLength, required, TextInput, useTranslate } from 'react-admin';
import { EditorForm } from '../shared/EditorForm';
import { TranslationInputs } from '../shared/TranslationInputs';
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
    <EditorForm values={values} maxWidth={1000} submitLabel={submitLabel}>
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
        <TranslationInputs descriptionRows={2} />
      </Section>
      <Section title={section('variants')}>
        <VariantsSection />
      </Section>
    </EditorForm>
  );
}
