import { Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { DeleteWithConfirmButton, EditButton, RecordContextProvider, useNotify, useTranslate } from 'react-admin';
import type { ArticleWire } from '../api/wire';
import { FallbackImage } from '../shared/FallbackImage';
import { DEFAULT_CATEGORY_IMAGE, imageUrl } from '../shared/images';
import { articlePreview } from './articlePayload';

/** One article: optional cover, localized title, 160-character preview, Active or Inactive, edit and delete. */
export function ArticleCard({ article }: { article: ArticleWire }) {
  const translate = useTranslate();
  const notify = useNotify();
  const title = article.localized_title || article.title;
  const cover = imageUrl(article.image_url);
  const preview = articlePreview(article.localized_content || article.content);
  return (
    <RecordContextProvider value={article}>
      <Card component="article" aria-label={title} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        {cover && <FallbackImage src={cover} fallback={DEFAULT_CATEGORY_IMAGE} alt={translate('resources.articles.card.cover_of', { title })} sx={{ height: 150 }} />}
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
          <DeleteWithConfirmButton
            label="app.delete"
            aria-label={`${translate('app.delete')}: ${title}`}
            mutationMode="pessimistic"
            confirmTitle="resources.articles.delete.confirm_title"
            confirmContent="resources.articles.delete.confirm"
            redirect={false}
            mutationOptions={{
              onSuccess: () => notify('resources.articles.delete.done'),
              onError: (error) => {
                console.error('Failed to delete article', error);
                notify('resources.articles.delete.failed', { type: 'error' });
              },
            }}
          />
        </CardActions>
      </Card>
    </RecordContextProvider>
  );
}
