import { Box, Tooltip } from '@mui/material';
import { DataTable, EditButton, useTranslate } from 'react-admin';
import type { SeoRecordWire } from '../api/wire';
import { DeleteWithNameButton } from '../shared/DeleteWithNameButton';
import { ScrollArea } from '../shared/ScrollArea';
import { StatusChip } from '../shared/StatusChip';
import { TABLE_TITLE_LENGTH, truncateTitle } from './seoRules';
import { LoadedList, ResourceList } from '../shared/ResourceList';

function RowActions({ record }: { record: SeoRecordWire }) {
  const translate = useTranslate();
  const name = `${translate(`resources.seo.page_types.${record.page_type}`)} ${record.page_slug ?? ''} (${record.language})`.replace(
    /\s+/g,
    ' ',
  );
  return (
    <Box sx={{ display: 'flex', gap: 0.5, whiteSpace: 'nowrap' }}>
      <EditButton record={record} label="app.edit" aria-label={translate('resources.seo.list.edit_of', { title: name })} />
      <DeleteWithNameButton record={record} name={name} ariaLabel={translate('resources.seo.list.delete_of', { title: name })} />
    </Box>
  );
}

function SeoTable() {
  const translate = useTranslate();
  const label = (name: string) => translate(`resources.seo.fields.${name}`);
  return (
    <ScrollArea label={translate('resources.seo.name', { smart_count: 2 })}>
      <DataTable<SeoRecordWire> rowClick={false} bulkActionButtons={false} size="small">
        <DataTable.Col<SeoRecordWire>
          source="page_type"
          label={label('page_type')}
          render={(r) => translate(`resources.seo.page_types.${r.page_type}`)}
        />
        <DataTable.Col<SeoRecordWire> source="page_slug" label={label('page_slug')} render={(r) => <bdi>{r.page_slug || '-'}</bdi>} />
        <DataTable.Col<SeoRecordWire>
          source="language"
          label={label('language')}
          render={(r) => translate(`resources.seo.languages.${r.language}`)}
        />
        <DataTable.Col<SeoRecordWire>
          source="title"
          label={label('title')}
          render={(r) => (
            // A cut title takes keyboard focus too, so its tooltip (the whole title) is not for the mouse only.
            <Tooltip title={r.title} describeChild>
              <Box component="span" dir="auto" tabIndex={r.title.length > TABLE_TITLE_LENGTH ? 0 : undefined}>
                {truncateTitle(r.title)}
              </Box>
            </Tooltip>
          )}
        />
        <DataTable.Col<SeoRecordWire>
          source="is_active"
          label={label('is_active')}
          render={(r) => (
            <StatusChip
              color={r.is_active ? 'success' : 'default'}
              label={translate(r.is_active ? 'resources.seo.list.active' : 'resources.seo.list.inactive')}
            />
          )}
        />
        <DataTable.Col<SeoRecordWire> label={label('actions')} disableSort render={(r) => <RowActions record={r} />} />
      </DataTable>
    </ScrollArea>
  );
}

/** The SEO records, sorted by page type, 25 a page. */
export function SeoList() {
  return (
    <ResourceList perPage={25} sort={{ field: 'page_type', order: 'ASC' }} rowsPerPageOptions={[25, 50, 100]}>
      <LoadedList>
        <SeoTable />
      </LoadedList>
    </ResourceList>
  );
}
