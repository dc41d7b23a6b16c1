import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { changeRows, shownValue } from './auditRecords';
import { useAuditWords } from './auditTexts';

const R = 'resources.audit-log.changes';

/** A record's changed fields, each with its value before and after (values are database text: isolated, plain). */
export function ChangesTable({ changes, caption }: { changes: Record<string, { before?: unknown; after?: unknown }>; caption?: string }) {
  const translate = useTranslate();
  const rows = changeRows(changes);
  const names = useAuditWords();
  const words = { yes: translate(`${R}.yes`), no: translate(`${R}.no`) };
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(`${R}.none`)}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={caption ?? translate(`${R}.title`)} sx={{ tableLayout: 'fixed', width: '100%' }}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col" sx={{ width: '30%' }}>
            {translate(`${R}.field`)}
          </TableCell>
          <TableCell component="th" scope="col">
            {translate(`${R}.before`)}
          </TableCell>
          <TableCell component="th" scope="col">
            {translate(`${R}.after`)}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.field}>
            <TableCell component="th" scope="row" sx={{ overflowWrap: 'break-word' }}>
              <bdi>{names.field(row.field)}</bdi>
            </TableCell>
            <TableCell sx={{ overflowWrap: 'break-word' }}>
              <bdi>{shownValue(row.before, words)}</bdi>
            </TableCell>
            <TableCell sx={{ overflowWrap: 'break-word' }}>
              <bdi>{shownValue(row.after, words)}</bdi>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
