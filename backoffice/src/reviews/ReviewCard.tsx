import { Box, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { RecordContextProvider, ShowButton, useTranslate } from 'react-admin';
import type { ReviewWire } from '../api/wire';
import { ShopDateTime } from '../shared/ShopDateTime';
import { ReviewStars } from './ReviewStars';
import { ReviewStateChip } from './ReviewStateChip';

/** One review on a phone: stars and state, the product, the title and the start of the text; opens the review. */
export function ReviewCard({ review }: { review: ReviewWire }) {
  const translate = useTranslate();
  return (
    <RecordContextProvider value={review}>
      <Card
        component="article"
        aria-label={translate('resources.reviews.card.label', {
          product: review.product_name ?? review.product_id,
          author: review.author_name,
        })}
        sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <CardContent sx={{ flexGrow: 1 }}>
          <Stack direction="row" justifyContent="space-between" alignItems="center" gap={1} sx={{ mb: 1 }}>
            <ReviewStars stars={review.stars} />
            <ReviewStateChip state={review.status} />
          </Stack>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <bdi>{review.product_name ?? `#${review.product_id}`}</bdi>
          </Typography>
          {review.title && (
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} dir="auto">
              {review.title}
            </Typography>
          )}
          <Typography
            variant="body2"
            color="text.secondary"
            dir="auto"
            sx={{
              my: 0.5,
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {review.text}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', color: 'text.secondary', fontSize: '0.8rem' }}>
            <bdi>{review.author_name}</bdi>
            <bdi>
              <ShopDateTime value={review.created_at} />
            </bdi>
          </Box>
        </CardContent>
        <CardActions>
          <ShowButton label="resources.reviews.card.open" />
        </CardActions>
      </Card>
    </RecordContextProvider>
  );
}
