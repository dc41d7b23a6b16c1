import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CategoryWire } from '../api/wire';
import { FallbackImage } from '../shared/FallbackImage';
import { categoryImageUrl, DEFAULT_CATEGORY_IMAGE } from '../shared/images';
import { RecordCard } from '../shared/RecordCard';
import { hasTranslation, TRANSLATION_LANGUAGES } from '../shared/translations';

/** One category: picture, localized name and description, a badge a translation, its products, Active or Inactive. */
export function CategoryCard({ category }: { category: CategoryWire }) {
  const translate = useTranslate();
  const name = category.localized_name || category.name;
  return (
    <RecordCard
      record={category}
      name={name}
      sx={{ bgcolor: category.is_active ? 'background.paper' : 'grey.100' }}
      picture={<FallbackImage src={categoryImageUrl(category)} fallback={DEFAULT_CATEGORY_IMAGE} alt={name} sx={{ height: 140 }} />}
    >
      <Typography component="h2" variant="h6" gutterBottom>
        <bdi>{name}</bdi>
      </Typography>
      <Typography variant="body2" color="text.secondary" dir="auto" sx={{ mb: 1 }}>
        {category.localized_description || translate('resources.categories.card.no_description')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
        {TRANSLATION_LANGUAGES.map((language) => {
          const lit = hasTranslation(category.translations, language);
          return (
            <Chip
              key={language}
              size="small"
              label={language.toUpperCase()}
              color={lit ? 'success' : 'default'}
              variant={lit ? 'filled' : 'outlined'}
              aria-label={`${translate('resources.categories.card.translation_badge', { language: translate(`app.translation_languages.${language}`) })}: ${translate(lit ? 'app.yes' : 'app.no')}`}
            />
          );
        })}
        <Typography variant="body2">{translate('resources.categories.card.products', { smart_count: category.product_count })}</Typography>
        <Chip
          size="small"
          color={category.is_active ? 'primary' : 'default'}
          label={translate(category.is_active ? 'resources.categories.card.active' : 'resources.categories.card.inactive')}
        />
      </Stack>
    </RecordCard>
  );
}
