import { Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { EditButton, RecordContextProvider, useTranslate } from 'react-admin';
import type { ArticleWire } from '../api/wire';
import { DeleteWithNameButton } from '../shared/DeleteWithNameButton';
import { FallbackImage } from '../shared/FallbackImage';
import { DEFAULT_CATEGORY_IMAGE, imageUrl } from '../shared/images';
import { articlePreview } from './articlePayload';

/** One article: optional cover, localized title, 160-character preview, Active or Inactive, edit and delete. */
export function ArticleCard({ article }: { article: ArticleWire }) {
  const translate = useTranslate();
  const title = article.localized_title || article.title;
  const cover = imageUrl(article.image_url);
  const preview = articlePreview(article.localized_content || article.content);
  return (
    <RecordContextProvider value={article}>
      <Card component="article" aria-label={title} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        {cover && (
          <FallbackImage
            src={cover}
            fallback={DEFAULT_CATEGORY_IMAGE}
            alt={translate('resources.articles.card.cover_of', { title })}
            sx={{ height: 150 }}
          />
        )}
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography component="h2" variant="h6" gutterBottom dir="auto">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" dir="auto" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {preview || translate('resources.articles.card.no_content')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            <Chip
              size="small"
              color={article.is_active ? 'primary' : 'default'}
              label={translate(article.is_active ? 'resources.articles.card.active' : 'resources.articles.card.inactive')}
            />
            {!article.show_in_list && <Chip size="small" variant="outlined" label={translate('resources.articles.card.not_listed')} />}
            <Chip size="small" variant="outlined" label={<bdi>{article.slug}</bdi>} />
          </Stack>
        </CardContent>
        <CardActions>
          <EditButton label="app.edit" aria-label={`${translate('app.edit')}: ${title}`} />
          <DeleteWithNameButton
            record={article}
            name={title}
            ariaLabel={`${translate('app.delete')}: ${title}`}
            titleKey="resources.articles.delete.confirm_title"
            contentKey="resources.articles.delete.confirm"
            doneKey="resources.articles.delete.done"
            failedKey="resources.articles.delete.failed"
          />
        </CardActions>
      </Card>
    </RecordContextProvider>
  );
}
