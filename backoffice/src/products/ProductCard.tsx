import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useBasename, useListContext, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ProductWire } from '../api/wire';
import { FallbackImage } from '../shared/FallbackImage';
import { DEFAULT_PRODUCT_IMAGE, imageUrl } from '../shared/images';
import { formatPrice } from '../shared/format';
import { RecordCard } from '../shared/RecordCard';
import { descriptionPreview } from './preview';
import { copyOfProduct } from './productForm';
import { statusMark, withCategory } from './statusFilter';
import { WaitingForStock } from '../reviews/WaitingCounts';

function Flag({ label, on }: { label: string; on: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={on ? 'filled' : 'outlined'}
      color={on ? 'success' : 'default'}
      label={`${label}: ${translate(on ? 'resources.products.card.on' : 'resources.products.card.off')}`}
    />
  );
}

/** Read by screen readers only: the struck price is announced as the old price, not as a bare number. */
const HIDDEN = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function Price({ product }: { product: ProductWire }) {
  const translate = useTranslate();
  const discounted = product.has_discount && product.discount_percentage > 0;
  return (
    <Stack direction="row" spacing={1} alignItems="baseline" useFlexGap flexWrap="wrap">
      <Typography variant="h6" component="p" color={discounted ? 'error.main' : 'text.primary'}>
        <bdi dir="ltr">{formatPrice(discounted ? product.effective_price : product.price)}</bdi>
      </Typography>
      {discounted && (
        <>
          <Chip size="small" color="error" label={<bdi dir="ltr">{`-${product.discount_percentage}%`}</bdi>} />
          <Typography component="span" variant="body2" color="text.secondary">
            <Box component="span" sx={HIDDEN}>
              {translate('resources.products.card.old_price')}:{' '}
            </Box>
            <s>
              <bdi dir="ltr">{formatPrice(product.price)}</bdi>
            </s>
          </Typography>
        </>
      )}
    </Stack>
  );
}

export function ProductCard({ product }: { product: ProductWire }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const basename = useBasename();
  const { filterValues, setFilters } = useListContext();
  const name = product.localized_name || product.name;
  const mark = statusMark(product);
  const preview = descriptionPreview(product.localized_description || product.description);
  const picture = imageUrl(product.image_url ?? product.images[0]?.url);

  // The create page reads the copy from the location state (react-admin's record-from-location).
  const copy = () => navigate(`${basename}/products/create`, { state: { record: copyOfProduct(product) } });

  return (
    <RecordCard
      record={product}
      name={name}
      sx={{ position: 'relative', bgcolor: mark ? 'grey.100' : 'background.paper' }}
      picture={
        <>
          {mark && (
            <Chip
              label={translate(`resources.products.card.${mark}`)}
              size="small"
              sx={{
                position: 'absolute',
                top: 8,
                insetInlineStart: 8,
                zIndex: 1,
                fontWeight: 700,
                bgcolor: 'grey.900',
                color: 'common.white',
              }}
            />
          )}
          {/* Dimmed by the picture and a grey card, so the text keeps its contrast. */}
          <FallbackImage
            src={picture}
            fallback={DEFAULT_PRODUCT_IMAGE}
            alt={translate('resources.products.card.image_of', { name })}
            sx={{ height: 160, opacity: mark ? 0.45 : 1 }}
          />
        </>
      }
      actions={
        <Button
          size="small"
          startIcon={<ContentCopyIcon />}
          onClick={copy}
          aria-label={`${translate('resources.products.card.copy')}: ${name}`}
        >
          {translate('resources.products.card.copy')}
        </Button>
      }
      onDeleted={() => {
        // As the spec: after a delete the lists reload and the category filter is cleared.
        setFilters(withCategory(filterValues, ''));
        refresh();
      }}
    >
      <Stack direction="row" justifyContent="space-between" alignItems="flex-start" spacing={1}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          <bdi>{name}</bdi>
        </Typography>
        {product.is_recommended ? (
          <StarIcon color="warning" titleAccess={translate('resources.products.card.recommended')} />
        ) : (
          <StarBorderIcon color="disabled" aria-hidden />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" dir="auto" sx={{ my: 1 }}>
        {preview ?? translate('resources.products.card.no_description')}
      </Typography>
      <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        {product.categories.map((c) => (
          <Chip key={c.id} size="small" variant="outlined" label={c.localized_name || c.name} />
        ))}
      </Stack>
      <Price product={product} />
      <Box sx={{ display: 'flex', gap: 2, my: 1 }}>
        <Typography variant="body2">{translate('resources.products.card.variants', { smart_count: product.variant_count })}</Typography>
        <Typography variant="body2">{translate('resources.products.card.stock', { count: product.total_stock })}</Typography>
      </Box>
      <WaitingForStock productId={product.id} />
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Flag label={translate('resources.products.fields.is_active')} on={product.is_active} />
        <Flag label={translate('resources.products.fields.is_visible')} on={product.is_visible} />
      </Stack>
    </RecordCard>
  );
}
