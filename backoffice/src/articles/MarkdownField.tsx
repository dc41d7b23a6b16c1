import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { TextInput, useTranslate } from 'react-admin';
import { markdownToSafeHtml } from 'shop-rules/markdown-html';
import { ARTICLE_LIMITS } from './articlePayload';

const contentLength = (value: string) => ((value ?? '').length > ARTICLE_LIMITS.content ? 'resources.articles.form.too_long' : undefined);

/**
 * Markdown beside its preview. The preview is sanitised by the shop's one rule (shop-rules/markdown-html),
 * so it shows what shoppers will see and nothing a script could use.
 */
export function MarkdownField({ source, label, lang }: { source: string; label: string; lang?: string }) {
  const translate = useTranslate();
  const previewId = useId();
  const markdown: string = useWatch({ name: source }) ?? '';
  const html = markdownToSafeHtml(markdown);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, width: '100%', alignItems: 'start' }}>
      <TextInput
        source={source}
        label={label}
        multiline
        minRows={8}
        fullWidth
        validate={contentLength}
        slotProps={{ htmlInput: { dir: 'auto', lang } }}
      />
      <Box
        component="section"
        aria-labelledby={previewId}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mt: 1, minHeight: 120 }}
      >
        <Typography id={previewId} component="h3" variant="overline" color="text.secondary">
          {translate('resources.articles.form.preview')}: {label}
        </Typography>
        {html ? (
          <Box
            lang={lang}
            dir="auto"
            sx={{ '& img': { maxWidth: '100%' }, '& :first-of-type': { mt: 0 } }}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <Typography color="text.secondary">{translate('resources.articles.form.preview_empty')}</Typography>
        )}
      </Box>
    </Box>
  );
}
