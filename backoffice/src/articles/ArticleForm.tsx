import { Box, Typography } from '@mui/material';
import { BooleanInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import type { ArticleWire } from '../api/wire';
import { EditorForm } from '../shared/EditorForm';
import { DEFAULT_CATEGORY_IMAGE } from '../shared/images';
import { ImageUploadInput } from '../shared/ImageUploadInput';
import { ARTICLE_LANGUAGES, ARTICLE_LIMITS, articleFormValues, translationTitleMissing } from './articlePayload';
import { MarkdownField } from './MarkdownField';
import { SlugInput } from './SlugInput';

const titleRule = (value: string) => {
  if ((value ?? '').trim() === '') return 'resources.articles.form.title_required';
  return value.length > ARTICLE_LIMITS.title ? 'resources.articles.form.too_long' : undefined;
};

/** A translation's title is needed once it has content (the spec: each translation needs its title). */
const translationTitleRule =
  (language: string) => (_value: string, values: { translations?: Record<string, { title: string; content: string }> }) =>
    translationTitleMissing(values.translations?.[language]) ? 'resources.articles.form.translation_title_required' : undefined;

/** The article form of the create and edit pages. */
export function ArticleForm() {
  const translate = useTranslate();
  const record = useRecordContext<ArticleWire>();
  const field = (name: string) => translate(`resources.articles.fields.${name}`);
  return (
    <EditorForm values={articleFormValues(record)} maxWidth={1000}>
      <TextInput
        source="title"
        label={field('title')}
        validate={titleRule}
        isRequired
        fullWidth
        slotProps={{ htmlInput: { dir: 'auto' } }}
      />
      <SlugInput isNew={record?.id === undefined} />
      <MarkdownField source="content" label={field('content')} />
      <ImageUploadInput source="image_url" fallback={DEFAULT_CATEGORY_IMAGE} />
      <BooleanInput source="is_active" label={field('is_active')} />
      <BooleanInput source="show_in_list" label={field('show_in_list')} />
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('resources.articles.form.translations')}
      </Typography>
      {ARTICLE_LANGUAGES.map((language) => {
        const languageName = translate(`resources.articles.languages.${language}`);
        return (
          <Box key={language} component="fieldset" sx={{ width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, mb: 2 }}>
            <Typography component="legend" variant="subtitle2" sx={{ px: 1 }}>
              {languageName}
            </Typography>
            {/* The text runs in its own language's direction; the layout stays the interface's. */}
            <TextInput
              source={`translations.${language}.title`}
              label={translate('resources.articles.fields.translation_title', { language: languageName })}
              validate={translationTitleRule(language)}
              fullWidth
              slotProps={{ htmlInput: { dir: language === 'he' ? 'rtl' : 'ltr', lang: language } }}
            />
            <MarkdownField
              source={`translations.${language}.content`}
              label={translate('resources.articles.fields.translation_content', { language: languageName })}
              lang={language}
            />
          </Box>
        );
      })}
    </EditorForm>
  );
}
