import AddIcon from '@mui/icons-material/Add';
import { Box, CircularProgress, Tooltip, Typography } from '@mui/material';
import { CreateButton, DataTable, EditButton, List, TopToolbar, useListContext, useTranslate } from 'react-admin';
import type { SeoRecordWire } from '../api/wire';
import { DeleteWithNameButton } from '../shared/DeleteWithNameButton';
import { ScrollArea } from '../shared/ScrollArea';
import { StatusChip } from '../shared/StatusChip';
import { TABLE_TITLE_LENGTH, truncateTitle } from './seoRules';
import { ListPagination } from '../shared/ListPagination';

function Actions() {
  return (
    <TopToolbar>
      <CreateButton label="resources.seo.add" variant="contained" />
    </TopToolbar>
  );
}

function NoRecords() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, width: '100%' }}>
      <Typography component="h2" variant="h5" gutterBottom>
        {translate('resources.seo.empty.title')}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {translate('resources.seo.empty.hint')}
      </Typography>
      <CreateButton label="resources.seo.add" variant="contained" icon={<AddIcon />} />
    </Box>
  );
}

function RowActions({ record }: { record: SeoRecordWire }) {
  const translate = useTranslate();
  const name = `${translate(`resources.seo.page_types.${record.page_type}`)} ${record.page_slug ?? ''} (${record.language})`.replace(
    /\s+/g,
    ' ',
  );
  return (
    <Box sx={{ display: 'flex', gap: 0.5, whiteSpace: 'nowrap' }}>
      <EditButton record={record} label="app.edit" aria-label={translate('resources.seo.list.edit_of', { title: name })} />
      <DeleteWithNameButton
        record={record}
        name={name}
        ariaLabel={translate('resources.seo.list.delete_of', { title: name })}
        titleKey="resources.seo.delete.confirm_title"
        contentKey="resources.seo.delete.confirm"
        doneKey="resources.seo.delete.done"
        failedKey="resources.seo.delete.failed"
      />
    </Box>
  );
}

function SeoTable() {
  const translate = useTranslate();
  const { isPending, error } = useListContext<SeoRecordWire>();
  const label = (name: string) => translate(`resources.seo.fields.${name}`);
  if (isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 4 }}>
        <CircularProgress size={24} />
        <Typography>{translate('resources.seo.loading')}</Typography>
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
  const translate = useTranslate();
  return (
    <List
      title={translate('resources.seo.name', { smart_count: 2 })}
      actions={<Actions />}
      empty={<NoRecords />}
      perPage={25}
      sort={{ field: 'page_type', order: 'ASC' }}
      pagination={<ListPagination rowsPerPageOptions={[25, 50, 100]} />}
    >
      <SeoTable />
    </List>
  );
}
