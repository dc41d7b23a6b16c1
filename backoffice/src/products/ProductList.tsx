import AddIcon from '@mui/icons-material/Add';
import { Box, CircularProgress, Typography } from '@mui/material';
import { CreateButton, List, Pagination, TopToolbar, useListContext, useTranslate } from 'react-admin';
import type { ProductWire } from '../api/wire';
import { ProductCard } from './ProductCard';
import { ProductCounters } from './ProductCounters';
import { ProductFilters } from './ProductFilters';

function Actions() {
  return (
    <TopToolbar>
      <CreateButton label="resources.products.add" variant="contained" />
    </TopToolbar>
  );
}

function EmptyProducts() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const inCategory = !!filterValues.category_id;
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {translate(inCategory ? 'resources.products.empty.in_category' : 'resources.products.empty.none')}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {translate(inCategory ? 'resources.products.empty.in_category_hint' : 'resources.products.empty.none_hint')}
      </Typography>
      <CreateButton label="resources.products.add" variant="contained" icon={<AddIcon />} />
    </Box>
  );
}

function ProductGrid() {
  const translate = useTranslate();
  const { data, isPending, error } = useListContext<ProductWire>();
  if (isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 4 }}>
        <CircularProgress size={24} />
        <Typography>{translate('resources.products.loading')}</Typography>
      </Box>
    );
  }
  if (error) return <Typography role="alert" color="error" sx={{ p: 2 }}>{translate('app.load_failed')}</Typography>;
  if (!data.length) return <EmptyProducts />;
  return (
    <Box sx={{ display: 'grid', gap: 2, p: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
      {data.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </Box>
  );
}

/** Cards in pages of 24 (the catalog can hold 10,000 products), filtered and counted by the API. */
export function ProductList() {
  return (
    <List actions={<Actions />} empty={false} perPage={24} sort={{ field: 'created_at', order: 'DESC' }} pagination={<Pagination rowsPerPageOptions={[12, 24, 48, 96]} />}>
      <ProductFilters />
      <ProductCounters />
      <ProductGrid />
    </List>
  );
}
