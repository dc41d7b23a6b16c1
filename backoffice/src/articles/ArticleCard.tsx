import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ArticleWire } from '../api/wire';
import { FallbackImage } from '../shared/FallbackImage';
import { DEFAULT_CATEGORY_IMAGE, imageUrl } from '../shared/images';
import { RecordCard } from '../shared/RecordCard';
import { articlePreview } from './articlePayload';

/** One article: optional cover, localized title, 160-character preview, Active or Inactive, edit and delete. */
export function ArticleCard({ article }: { article: ArticleWire }) {
  const translate = useTranslate();
  const title = article.localized_title || article.title;
  const cover = imageUrl(article.image_url);
  const preview = articlePreview(article.localized_content || article.content);
  return (
    <RecordCard
      record={article}
      name={title}
      picture={
        cover && (
          <FallbackImage
            src={cover}
            fallback={DEFAULT_CATEGORY_IMAGE}
            alt={translate('resources.articles.card.cover_of', { title })}
            sx={{ height: 150 }}
          />
        )
      }
    >
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
    </RecordCard>
  );
}
