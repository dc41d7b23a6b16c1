import AddIcon from '@mui/icons-material/Add';
import { Box, CircularProgress, Typography } from '@mui/material';
import { CreateButton, List, TopToolbar, useListContext, useTranslate } from 'react-admin';
import type { CategoryWire } from '../api/wire';
import { CategoryCard } from './CategoryCard';

function Actions() {
  return (
    <TopToolbar>
      <CreateButton label="resources.categories.add" variant="contained" />
    </TopToolbar>
  );
}

function EmptyCategories() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, width: '100%' }}>
      <Typography component="h2" variant="h5" gutterBottom>
        {translate('resources.categories.empty.title')}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {translate('resources.categories.empty.hint')}
      </Typography>
      <CreateButton label="resources.categories.empty.create" variant="contained" icon={<AddIcon />} />
    </Box>
  );
}

function CategoryGrid() {
  const translate = useTranslate();
  const { data, isPending, total, error } = useListContext<CategoryWire>();
  if (isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 4 }}>
        <CircularProgress size={24} />
        <Typography>{translate('resources.categories.loading')}</Typography>
      </Box>
    );
  }
  if (error)
    return (
      <Typography role="alert" color="error" sx={{ p: 2 }}>
        {translate('app.load_failed')}
      </Typography>
    );
  return (
    <Box sx={{ p: 2 }}>
      <Typography component="p" variant="subtitle1" sx={{ mb: 2 }}>
        {translate('resources.categories.count', { smart_count: total ?? 0 })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
        {data.map((category) => (
          <CategoryCard key={category.id} category={category} />
        ))}
      </Box>
    </Box>
  );
}

export function CategoryList() {
  return (
    <List actions={<Actions />} empty={<EmptyCategories />} perPage={100} pagination={false} sort={{ field: 'sort_order', order: 'ASC' }}>
      <CategoryGrid />
    </List>
  );
}
