import AddIcon from '@mui/icons-material/Add';
import ClearIcon from '@mui/icons-material/Clear';
import { Box, Button, Typography } from '@mui/material';
import { CreateButton, useListContext, useTranslate } from 'react-admin';
import type { ProductWire } from '../api/wire';
import { ProductCard } from './ProductCard';
import { WaitingCountsProvider } from '../reviews/WaitingCounts';
import { ProductCounters } from './ProductCounters';
import { ProductFilters } from './ProductFilters';
import { ProductListActions } from './ProductListActions';
import { statusChoiceOf, withStatus } from './statusFilter';
import { CardGrid } from '../shared/CardGrid';
import { ResourceList } from '../shared/ResourceList';

/** Nothing matches the search (or the status filter): say so, and offer to take that filter away. */
function NothingMatches({ title, hint, clearLabel, clear }: { title: string; hint: string; clearLabel: string; clear: () => void }) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 6 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {hint}
      </Typography>
      <Button variant="contained" startIcon={<ClearIcon />} onClick={clear}>
        {clearLabel}
      </Button>
    </Box>
  );
}

function EmptyProducts() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const inCategory = !!filterValues.category_id;
  const search = String(filterValues.q ?? '').trim();
  if (search && !inCategory) {
    const { q: _q, ...rest } = filterValues;
    return (
      <NothingMatches
        title={translate('resources.products.empty.no_match', { search: `\u2068${search}\u2069` })}
        hint={translate('resources.products.empty.no_match_hint')}
        clearLabel={translate('resources.products.empty.clear_search')}
        clear={() => setFilters(rest)}
      />
    );
  }
  if (!inCategory && statusChoiceOf(filterValues) !== 'all') {
    return (
      <NothingMatches
        title={translate('resources.products.empty.no_status_match')}
        hint={translate('resources.products.empty.no_match_hint')}
        clearLabel={translate('resources.products.filters.clear_status')}
        clear={() => setFilters(withStatus(filterValues, 'all'))}
      />
    );
  }
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

/** Cards in pages of 24 (the catalog can hold 10,000 products), filtered and counted by the API. */
export function ProductList() {
  return (
    <ResourceList
      actions={<ProductListActions />}
      empty={false}
      perPage={24}
      sort={{ field: 'created_at', order: 'DESC' }}
      rowsPerPageOptions={[12, 24, 48, 96]}
    >
      <ProductFilters />
      <ProductCounters />
      <WaitingCountsProvider>
        <CardGrid<ProductWire> card={(product) => <ProductCard product={product} />} empty={<EmptyProducts />} />
      </WaitingCountsProvider>
    </ResourceList>
  );
}
