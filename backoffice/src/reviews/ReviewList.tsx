import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { AutocompleteInput, DataTable, ReferenceInput, SelectInput, useTranslate } from 'react-admin';
import type { ReviewWire } from '../api/wire';
import { CardGrid } from '../shared/CardGrid';
import { LoadedList, ResourceList } from '../shared/ResourceList';
import { ScrollArea } from '../shared/ScrollArea';
import { ShopDateTime } from '../shared/ShopDateTime';
import { ReviewCard } from './ReviewCard';
import { DEFAULT_REVIEW_FILTER, REVIEW_STATES } from './reviewRules';
import { ReviewStars } from './ReviewStars';
import { ReviewStateChip } from './ReviewStateChip';

const R = 'resources.reviews';

function useFilters() {
  return [
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      label={`${R}.filters.status`}
      emptyText={`${R}.filters.all`}
      choices={REVIEW_STATES.map((state) => ({ id: state, name: `${R}.states.${state}` }))}
    />,
    <SelectInput
      key="stars"
      source="stars"
      alwaysOn
      label={`${R}.filters.stars`}
      emptyText={`${R}.filters.all`}
      choices={[5, 4, 3, 2, 1].map((stars) => ({ id: stars, name: '★'.repeat(stars) }))}
    />,
    <ReferenceInput key="product_id" source="product_id" reference="products" alwaysOn>
      <AutocompleteInput label={`${R}.filters.product`} optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 220 }} />
    </ReferenceInput>,
  ];
}

function NoReviews() {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 6, width: '100%' }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {translate(`${R}.empty.title`)}
      </Typography>
      <Typography color="text.secondary">{translate(`${R}.empty.hint`)}</Typography>
    </Box>
  );
}

function ReviewsTable() {
  const translate = useTranslate();
  const label = (name: string) => translate(`${R}.fields.${name}`);
  return (
    <ScrollArea label={translate(`${R}.name`, { smart_count: 2 })}>
      <DataTable<ReviewWire> rowClick="show" bulkActionButtons={false} empty={<NoReviews />} size="small">
        <DataTable.Col<ReviewWire>
          source="created_at"
          label={label('created_at')}
          render={(r) => (
            <Box component="bdi" sx={{ whiteSpace: 'nowrap' }}>
              <ShopDateTime value={r.created_at} />
            </Box>
          )}
        />
        <DataTable.Col<ReviewWire>
          source="product_name"
          label={label('product')}
          disableSort
          render={(r) => <bdi>{r.product_name ?? `#${r.product_id}`}</bdi>}
        />
        <DataTable.Col<ReviewWire> source="stars" label={label('stars')} render={(r) => <ReviewStars stars={r.stars} />} />
        <DataTable.Col<ReviewWire>
          source="title"
          label={label('title')}
          disableSort
          render={(r) => (
            <Box dir="auto" sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {r.title || r.text}
            </Box>
          )}
        />
        <DataTable.Col<ReviewWire>
          source="author_name"
          label={label('author_name')}
          disableSort
          render={(r) => <bdi>{r.author_name}</bdi>}
        />
        <DataTable.Col<ReviewWire>
          source="status"
          label={label('status')}
          disableSort
          render={(r) => <ReviewStateChip state={r.status} />}
        />
      </DataTable>
    </ScrollArea>
  );
}

/** Cards on a phone, a table elsewhere. */
function Reviews() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) return <CardGrid<ReviewWire> counted card={(review) => <ReviewCard review={review} />} empty={<NoReviews />} />;
  return (
    <LoadedList>
      <ReviewsTable />
    </LoadedList>
  );
}

/** Buyers' reviews, newest first; the ones waiting for staff when the page opens; filtered by product, stars and state. */
export function ReviewList() {
  return (
    <ResourceList
      actions={false}
      empty={false}
      filters={useFilters()}
      filterDefaultValues={DEFAULT_REVIEW_FILTER}
      perPage={25}
      sort={{ field: 'created_at', order: 'DESC' }}
      rowsPerPageOptions={[10, 25, 50]}
    >
      <Reviews />
    </ResourceList>
  );
}
