import { Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { ScrollArea } from '../shared/ScrollArea';
import type { ImportFieldChangeView, ImportProductChangeView, ImportReportView } from './productImport';

const T = 'resources.csv-files.import';

/** Long values (descriptions, picture addresses) wrap inside the cell rather than widening the page. */
const CHANGE_TABLE = {
  '& td, & th': { overflowWrap: 'anywhere', verticalAlign: 'top' },
  '@media (max-width: 599.95px)': { '& td, & th': { px: 1 } },
} as const;

/** A column's name may wrap after each underscore on a phone, rather than in the middle of a word. */
function breakableColumn(column: string) {
  return column.split('_').flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, `_${part}`]));
}

function Value({ text }: { text: string }) {
  const translate = useTranslate();
  if (text === '') return <Typography color="text.secondary">{translate(`${T}.empty_value`)}</Typography>;
  return (
    <Box component="bdi" dir="auto" sx={{ whiteSpace: 'pre-line' }}>
      {text}
    </Box>
  );
}

function FieldRow({ field }: { field: ImportFieldChangeView }) {
  const translate = useTranslate();
  return (
    <TableRow>
      <TableCell>
        <Box component="code" dir="ltr">
          {breakableColumn(field.column)}
        </Box>
        {field.sku && (
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.variant`, { sku: `\u2068${field.sku}\u2069` })}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Value text={field.before} />
      </TableCell>
      <TableCell>
        <Value text={field.after} />
      </TableCell>
    </TableRow>
  );
}

function ProductChange({ change }: { change: ImportProductChangeView }) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography id={headingId} component="h3" variant="subtitle1">
          {translate(`${T}.row`)} {change.row} ·{' '}
          <Box component="bdi" dir="auto">
            {change.name}
          </Box>{' '}
          <Box component="code" dir="ltr" sx={{ color: 'text.secondary' }}>
            {change.slug}
          </Box>
        </Typography>
        <Chip size="small" label={translate(change.action === 'create' ? `${T}.change_create` : `${T}.change_update`)} />
      </Stack>
      <ScrollArea label={change.name}>
        <Table size="small" aria-labelledby={headingId} sx={CHANGE_TABLE}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '30%' }}>{translate(`${T}.field`)}</TableCell>
              <TableCell sx={{ width: '35%' }}>{translate(`${T}.before`)}</TableCell>
              <TableCell sx={{ width: '35%' }}>{translate(`${T}.after`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {change.fields.map((field, index) => (
              <FieldRow key={index} field={field} />
            ))}
          </TableBody>
        </Table>
      </ScrollArea>
    </Box>
  );
}

/** Every field the checked file changes, product by product (the first ones in full, then a count). */
export function ImportChangesTable({ report }: { report: ImportReportView }) {
  const translate = useTranslate();
  if (report.changes.length === 0) return null;
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">
        {translate(`${T}.changes`)}
      </Typography>
      {report.changes.map((change) => (
        <ProductChange key={`${change.row}-${change.slug}`} change={change} />
      ))}
      {report.moreChanges > 0 && <Typography>{translate(`${T}.more_changes`, { smart_count: report.moreChanges })}</Typography>}
    </Stack>
  );
}
