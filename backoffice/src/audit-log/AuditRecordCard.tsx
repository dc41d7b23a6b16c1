import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link, useBasename, useCreatePath, useTranslate } from 'react-admin';
import type { AuditRecordWire } from '../api/wire';
import { ShopDateTime } from '../shared/ShopDateTime';
import { itemPath } from './auditRecords';
import { useAuditWords } from './auditTexts';
import { ChangesTable } from './ChangesTable';

const R = 'resources.audit-log';

/** One record: when, who from where, the action on which item, its before/after table, the item and details links. */
export function AuditRecordCard({ record, showItem = true }: { record: AuditRecordWire; showItem?: boolean }) {
  const translate = useTranslate();
  const words = useAuditWords();
  const basename = useBasename();
  const createPath = useCreatePath();
  const item = showItem ? itemPath(record) : null;
  const title = `${words.action(record.action)} · ${words.type(record.entity_type)}${record.entity_id ? ` #${record.entity_id}` : ''}`;
  return (
    <Card component="article" aria-label={title} variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1, alignItems: 'center' }}>
          <Chip
            size="small"
            color={record.action === 'login-failed' || record.action === 'delete' ? 'error' : 'primary'}
            label={words.action(record.action)}
          />
          <Typography variant="body2" component="span">
            {words.type(record.entity_type)}
            {record.entity_id && (
              <>
                {' '}
                <bdi dir="ltr">#{record.entity_id}</bdi>
              </>
            )}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          <ShopDateTime value={record.created_at} />
        </Typography>
        <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {record.by_shop ? (
            <span>{translate(`${R}.the_shop`)}</span>
          ) : (
            <bdi dir="ltr">{record.staff_email ?? translate(`${R}.nobody`)}</bdi>
          )}
          {record.address && (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {' · '}
              <bdi dir="ltr">{record.address}</bdi>
            </Box>
          )}
        </Typography>
        <ChangesTable changes={record.changes} caption={title} />
      </CardContent>
      <CardActions>
        <Button component={Link} to={createPath({ resource: 'audit-log', type: 'show', id: record.id })} size="small">
          {translate(`${R}.details`)}
        </Button>
        {item && (
          <Button component={Link} to={`${basename}${item}`} size="small">
            {translate(`${R}.open_item`)}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
