import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { BooleanInput, SelectInput, TextInput, useLocale, useRecordContext, useRedirect, useTranslate, type Validator } from 'react-admin';
import type { SeoRecordWire } from '../api/wire';
import { EditorForm } from '../shared/EditorForm';
import { useEditorTitle } from '../shared/ResourceEditors';
import { CountedTextInput, withinLimit } from './CountedTextInput';
import { isHttpUrl, SEO_LANGUAGES, SEO_PAGE_TYPES, SEO_ROBOTS, seoFormValues, showsPageSlug } from './seoRules';

const required: Validator = (value: string) => ((value ?? '').trim() === '' ? 'resources.seo.form.required' : undefined);
const httpUrl: Validator = (value: string) => {
  const text = (value ?? '').trim();
  return text && !isHttpUrl(text) ? 'resources.seo.form.url_invalid' : undefined;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ width: '100%', mb: 1 }}>
      <Typography component="h2" variant="h6" sx={{ mt: 1, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Only category and product pages have a slug field. */
function PageSlugInput() {
  const translate = useTranslate();
  const pageType: string = useWatch({ name: 'page_type' }) ?? '';
  if (!showsPageSlug(pageType)) return null;
  return (
    <TextInput
      source="page_slug"
      label={translate('resources.seo.fields.page_slug')}
      helperText={translate('resources.seo.form.page_slug_hint')}
      validate={withinLimit('page_slug')}
      fullWidth
      slotProps={{ htmlInput: { dir: 'ltr' } }}
    />
  );
}

/** The SEO form panel: four sections, a close button on top and Cancel beside Save. */
export function SeoForm() {
  const translate = useTranslate();
  const locale = useLocale();
  const redirect = useRedirect();
  const title = useEditorTitle();
  const record = useRecordContext<SeoRecordWire>();
  const field = (name: string) => translate(`resources.seo.fields.${name}`);
  const section = (name: string) => translate(`resources.seo.sections.${name}`);
  const pageTypes = SEO_PAGE_TYPES.map((id) => ({ id, name: translate(`resources.seo.page_types.${id}`) }));
  const languages = SEO_LANGUAGES.map((id) => ({ id, name: translate(`resources.seo.languages.${id}`) }));
  const robots = [{ id: '', name: translate('resources.seo.form.robots_unset') }, ...SEO_ROBOTS.map((id) => ({ id, name: id }))];
  return (
    <EditorForm values={seoFormValues(record, locale)} maxWidth={800}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ width: '100%' }}>
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        <IconButton aria-label={translate('resources.seo.form.close')} onClick={() => redirect('list', 'seo')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Section title={section('basic')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <SelectInput
            source="page_type"
            label={field('page_type')}
            choices={pageTypes}
            validate={required}
            isRequired
            emptyText="resources.seo.form.choose"
          />
          <SelectInput source="language" label={field('language')} choices={languages} validate={required} isRequired />
        </Box>
        <PageSlugInput />
      </Section>
      <Section title={section('meta')}>
        <CountedTextInput source="title" label={field('title')} validate={[required]} isRequired />
        <CountedTextInput source="description" label={field('description')} validate={[required]} isRequired multiline />
        <TextInput
          source="keywords"
          label={field('keywords')}
          helperText={translate('resources.seo.form.keywords_hint')}
          validate={withinLimit('keywords')}
          fullWidth
          slotProps={{ htmlInput: { dir: 'auto' } }}
        />
      </Section>
      <Section title={section('og')}>
        <CountedTextInput source="og_title" label={field('og_title')} />
        <CountedTextInput source="og_description" label={field('og_description')} multiline />
        <TextInput
          source="og_image"
          type="url"
          label={field('og_image')}
          validate={[httpUrl, withinLimit('og_image')]}
          fullWidth
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      </Section>
      <Section title={section('settings')}>
        <TextInput
          source="canonical"
          type="url"
          label={field('canonical')}
          validate={[httpUrl, withinLimit('canonical')]}
          fullWidth
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <SelectInput
          source="robots"
          label={field('robots')}
          choices={robots}
          emptyValue=""
          emptyText="resources.seo.form.robots_unset"
          sx={{ minWidth: 260 }}
        />
        <BooleanInput source="is_active" label={field('is_active')} />
      </Section>
    </EditorForm>
  );
}
