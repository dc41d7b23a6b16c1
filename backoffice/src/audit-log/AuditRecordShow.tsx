import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Link, Show, useBasename, useRecordContext, useTranslate } from 'react-admin';
import type { AuditRecordWire } from '../api/wire';
import { ShopDateTime } from '../shared/ShopDateTime';
import { itemPath } from './auditRecords';
import { useAuditWords } from './auditTexts';
import { ChangesTable } from './ChangesTable';

const R = 'resources.audit-log';

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <Box component="div" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function RecordDetails() {
  const record = useRecordContext<AuditRecordWire>();
  const translate = useTranslate();
  const words = useAuditWords();
  const basename = useBasename();
  if (!record) return null;
  const item = itemPath(record);
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography component="h2" variant="h6">
        {translate(`${R}.show_title`, { id: record.id })}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        <Fact term={translate(`${R}.fields.created_at`)}>
          <ShopDateTime value={record.created_at} />
        </Fact>
        <Fact term={translate(`${R}.fields.staff`)}>
          {record.by_shop ? (
            translate(`${R}.the_shop`)
          ) : (
            <>
              <bdi dir="ltr">{record.staff_email ?? translate(`${R}.nobody`)}</bdi>
              {record.staff_role ? ` (${record.staff_role})` : ''}
            </>
          )}
        </Fact>
        <Fact term={translate(`${R}.fields.address`)}>
          <bdi dir="ltr">{record.address ?? '—'}</bdi>
        </Fact>
        <Fact term={translate(`${R}.fields.action`)}>{words.action(record.action)}</Fact>
        <Fact term={translate(`${R}.fields.entity_type`)}>
          {words.type(record.entity_type)} {record.entity_id && <bdi dir="ltr">#{record.entity_id}</bdi>}
        </Fact>
      </Box>
      {item && (
        <Box>
          <Button component={Link} to={`${basename}${item}`} variant="outlined">
            {translate(`${R}.open_item`)}
          </Button>
        </Box>
      )}
      <Paper variant="outlined" sx={{ p: 1, overflowX: 'auto' }}>
        <Typography component="h3" variant="subtitle1" sx={{ px: 1 }}>
          {translate(`${R}.changes.title`)}
        </Typography>
        <ChangesTable changes={record.changes} />
      </Paper>
    </Stack>
  );
}

/** One record: who, when, from where, what, and its changes as a before/after table, with a link to the item. */
export function AuditRecordShow() {
  const translate = useTranslate();
  return (
    <Show title={translate(`${R}.name`, { smart_count: 1 })} actions={false}>
      <RecordDetails />
    </Show>
  );
}
