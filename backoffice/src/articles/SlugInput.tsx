import AutorenewIcon from '@mui/icons-material/Autorenew';
import { IconButton, InputAdornment, Tooltip } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useTranslate } from 'react-admin';
import { articleSlug, slugAfterTitleChange } from './articleSlug';
import { ARTICLE_LIMITS } from './articlePayload';

const slugLength = (value: string) => ((value ?? '').length > ARTICLE_LIMITS.slug ? 'resources.articles.form.too_long' : undefined);

/**
 * The slug follows the title while it is empty (or, on a new article, still the one made from the
 * title); the button makes it from the title again on demand. Same transliteration as the server.
 */
export function SlugInput({ isNew }: { isNew: boolean }) {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext();
  const title: string = useWatch({ name: 'title' }) ?? '';
  const previousTitle = useRef(title);

  useEffect(() => {
    if (title === previousTitle.current) return;
    const slug = slugAfterTitleChange(previousTitle.current, title, getValues('slug') ?? '', isNew);
    previousTitle.current = title;
    if (slug !== getValues('slug')) setValue('slug', slug, { shouldDirty: true, shouldValidate: true });
  }, [title, isNew, getValues, setValue]);

  const regenerate = () => setValue('slug', articleSlug(getValues('title')), { shouldDirty: true, shouldValidate: true });
  const label = translate('resources.articles.form.regenerate');
  return (
    <TextInput
      source="slug"
      label={translate('resources.articles.fields.slug')}
      helperText={translate('resources.articles.form.slug_hint')}
      validate={slugLength}
      fullWidth
      slotProps={{
        // An address reads left to right; the label and the button stay where the interface puts them.
        htmlInput: { dir: 'ltr' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={label}>
                <IconButton aria-label={label} onClick={regenerate} edge="end">
                  <AutorenewIcon />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
