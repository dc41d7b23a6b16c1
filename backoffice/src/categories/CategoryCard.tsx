import { Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { EditButton, RecordContextProvider, useTranslate } from 'react-admin';
import type { CategoryWire } from '../api/wire';
import { DeleteWithNameButton } from '../shared/DeleteWithNameButton';
import { FallbackImage } from '../shared/FallbackImage';
import { categoryImageUrl, DEFAULT_CATEGORY_IMAGE } from '../shared/images';
import { hasTranslation, TRANSLATION_LANGUAGES } from '../shared/translations';

export function CategoryCard({ category }: { category: CategoryWire }) {
  const translate = useTranslate();
  const name = category.localized_name || category.name;
  return (
    <RecordContextProvider value={category}>
      <Card
        component="article"
        aria-label={name}
        sx={{ display: 'flex', flexDirection: 'column', height: '100%', bgcolor: category.is_active ? 'background.paper' : 'grey.100' }}
      >
        <FallbackImage src={categoryImageUrl(category)} fallback={DEFAULT_CATEGORY_IMAGE} alt={name} sx={{ height: 140 }} />
        <CardContent sx={{ flexGrow: 1 }}>
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
            <Typography variant="body2">
              {translate('resources.categories.card.products', { smart_count: category.product_count })}
            </Typography>
            <Chip
              size="small"
              color={category.is_active ? 'primary' : 'default'}
              label={translate(category.is_active ? 'resources.categories.card.active' : 'resources.categories.card.inactive')}
            />
          </Stack>
        </CardContent>
        <CardActions>
          <EditButton label="app.edit" aria-label={`${translate('app.edit')}: ${name}`} />
          <DeleteWithNameButton
            record={category}
            name={name}
            ariaLabel={`${translate('app.delete')}: ${name}`}
            titleKey="resources.categories.delete.confirm_title"
            contentKey="resources.categories.delete.confirm"
            doneKey="resources.categories.delete.done"
            failedKey="resources.categories.delete.failed"
          />
        </CardActions>
      </Card>
    </RecordContextProvider>
  );
}
