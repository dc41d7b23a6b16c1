import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link, Show, useCreatePath, useLocale, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { ReviewWire } from '../api/wire';
import { ShopDateTime } from '../shared/ShopDateTime';
import { moderationOf, type ReviewState } from './reviewRules';
import { ReviewStars } from './ReviewStars';
import { ReviewStateChip } from './ReviewStateChip';

const R = 'resources.reviews';
const ANSWER_MAX = 2000;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, mb: 1, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function ReviewTitle() {
  const translate = useTranslate();
  const review = useRecordContext<ReviewWire>();
  return (
    <>
      {review
        ? translate(`${R}.show.title`, { product: review.product_name ?? review.product_id })
        : translate(`${R}.name`, { smart_count: 1 })}
    </>
  );
}

/** Approve, hide and answer: each a PUT of what changes; the product's rating follows on the server. */
function Moderation({ review }: { review: ReviewWire }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<ReviewWire>();
  const [answer, setAnswer] = useState(review.answer ?? '');
  const save = (change: { status?: ReviewState; answer?: string }, done: string) =>
    update(
      'reviews',
      { id: review.id, data: moderationOf(change), previousData: review },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`${R}.notify.${done}`, { type: 'success' }),
        onError: () => notify(`${R}.notify.failed`, { type: 'error' }),
      },
    );
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(`${R}.show.moderation`)}
      </Typography>
      <Stack direction="row" gap={1} flexWrap="wrap" sx={{ mb: 2 }}>
        <Button
          variant="contained"
          color="success"
          disabled={isPending || review.status === 'published'}
          onClick={() => save({ status: 'published' }, 'approved')}
        >
          {translate(`${R}.actions.approve`)}
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          disabled={isPending || review.status === 'hidden'}
          onClick={() => save({ status: 'hidden' }, 'hidden')}
        >
          {translate(`${R}.actions.hide`)}
        </Button>
      </Stack>
      <TextField
        label={translate(`${R}.fields.answer`)}
        helperText={translate(`${R}.show.answer_hint`)}
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        inputProps={{ maxLength: ANSWER_MAX, dir: 'auto' }}
      />
      <Button
        sx={{ mt: 1 }}
        variant="outlined"
        disabled={isPending || answer.trim() === (review.answer ?? '')}
        onClick={() => save({ answer }, 'answered')}
      >
        {translate(`${R}.actions.save_answer`)}
      </Button>
    </Paper>
  );
}

function ReviewDetails() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const locale = useLocale();
  const review = useRecordContext<ReviewWire>();
  if (!review) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 4 }}>
        <CircularProgress size={24} />
        <Typography>{translate(`${R}.loading`)}</Typography>
      </Box>
    );
  }
  const field = (name: string) => translate(`${R}.fields.${name}`);
  return (
    <Stack gap={2} sx={{ py: 2, maxWidth: 800, minWidth: 0 }}>
      <Box>
        <Button
          component={Link}
          to={createPath({ resource: 'reviews', type: 'list' })}
          startIcon={locale === 'he' ? <ArrowForwardIcon /> : <ArrowBackIcon />}
        >
          {translate(`${R}.show.back`)}
        </Button>
      </Box>
      <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap">
        <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          <bdi>{review.product_name ?? `#${review.product_id}`}</bdi>
        </Typography>
        <ReviewStateChip state={review.status} />
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
          <Fact term={field('stars')}>
            <ReviewStars stars={review.stars} />
          </Fact>
          <Fact term={field('title')}>
            <span dir="auto">{review.title || '—'}</span>
          </Fact>
          <Fact term={field('text')}>
            <Box component="span" dir="auto" sx={{ whiteSpace: 'pre-line' }}>
              {review.text || '—'}
            </Box>
          </Fact>
          <Fact term={field('author_name')}>
            <bdi>{review.author_name}</bdi>
          </Fact>
          <Fact term={field('created_at')}>
            <bdi>
              <ShopDateTime value={review.created_at} />
            </bdi>
          </Fact>
          <Fact term={field('language')}>{translate(`${R}.languages.${review.language}`, { _: review.language })}</Fact>
          <Fact term={field('order_id')}>
            <bdi dir="ltr">{review.order_id}</bdi>
          </Fact>
        </Box>
      </Paper>
      <Moderation key={`${review.id}-${review.answer ?? ''}`} review={review} />
    </Stack>
  );
}

/** One review: what the buyer wrote, and approve, hide or answer it. */
export function ReviewShow() {
  return (
    <Show title={<ReviewTitle />} actions={false} component="div">
      <ReviewDetails />
    </Show>
  );
}
