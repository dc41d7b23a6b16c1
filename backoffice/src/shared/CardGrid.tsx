import { Box, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { useListContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { LoadedList } from './ResourceList';

function Cards<T extends RaRecord>({ card, counted, empty }: CardGridProps<T>) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { data = [], total } = useListContext<T>();
  if (!data.length && empty) return <>{empty}</>;
  return (
    <Box sx={{ p: 2 }}>
      {counted && (
        <Typography component="p" variant="subtitle1" sx={{ mb: 2 }}>
          {translate(`resources.${resource}.count`, { smart_count: total ?? 0 })}
        </Typography>
      )}
      {/* As many 260px-wide columns as fit: one on a phone, four or five on a desktop. */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
        {data.map((record) => (
          <Fragment key={record.id}>{card(record)}</Fragment>
        ))}
      </Box>
    </Box>
  );
}

interface CardGridProps<T extends RaRecord> {
  /** One record's card. */
  card: (record: T) => ReactNode;
  /** Say how many records the list holds (`resources.<name>.count`, with its plural forms). */
  counted?: boolean;
  /** Shown in place of the grid when the page has no records (a filter that matches nothing). */
  empty?: ReactNode;
}

/** The list's records as a responsive grid of cards, once they are loaded. */
export function CardGrid<T extends RaRecord>(props: CardGridProps<T>) {
  return (
    <LoadedList>
      <Cards {...props} />
    </LoadedList>
  );
}
