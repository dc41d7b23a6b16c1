import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckIcon from '@mui/icons-material/FactCheck';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Confirm, Title, useBasename, useLocale, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ScrollArea } from '../shared/ScrollArea';
import { mayApply, type ImportReportView } from './productImport';
import { ImportChangedSinceCheck, sendProductsFile } from './productImportCall';
import { ImportChangesTable } from './ImportChangesTable';

const T = 'resources.csv-files.import';

/**
 * On a phone the problems wrap inside the card (long column names and values break anywhere) rather
 * than making staff scroll each row sideways to read its message.
 */
const PROBLEM_TABLE = {
  '& td, & th': { overflowWrap: 'anywhere', verticalAlign: 'top' },
  '@media (max-width: 599.95px)': { '& td, & th': { px: 1 } },
} as const;

function ProblemsTable({ report }: { report: ImportReportView }) {
  const translate = useTranslate();
  const captionId = useId();
  return (
    <Box>
      <Typography id={captionId} component="h2" variant="h6" color="error" gutterBottom>
        {translate(`${T}.problems`)} · {translate(`${T}.problems_count`, { smart_count: report.problems.length })}
      </Typography>
      <ScrollArea label={translate(`${T}.problems`)}>
        <Table size="small" aria-labelledby={captionId} sx={PROBLEM_TABLE}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${T}.row`)}</TableCell>
              <TableCell>{translate(`${T}.column`)}</TableCell>
              <TableCell>{translate(`${T}.message`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.problems.map((problem, index) => (
              <TableRow key={index}>
                <TableCell>{problem.row}</TableCell>
                <TableCell>
                  {problem.column ? (
                    <Box component="code" dir="ltr">
                      {problem.column}
                    </Box>
                  ) : (
                    translate(`${T}.whole_file`)
                  )}
                </TableCell>
                <TableCell dir="auto" sx={{ minWidth: { sm: 200 } }}>
                  {problem.message}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollArea>
    </Box>
  );
}

/** Products from a CSV file: choose it, check it (nothing changes), read the problems by row and column, then apply it whole. */
export function ProductImport() {
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useLocale();
  const basename = useBasename();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<{ file: File; report: ImportReportView } | null>(null);
  const [busy, setBusy] = useState<'dry-run' | 'apply' | null>(null);
  const [confirming, setConfirming] = useState(false);

  const send = async (mode: 'dry-run' | 'apply') => {
    if (!file) return;
    setBusy(mode);
    try {
      // An apply names the number of products the check showed; the server refuses it if the file now says otherwise.
      const report = await sendProductsFile(file, mode, mode === 'apply' ? checked?.report.changing : undefined);
      setChecked({ file, report });
      if (report.applied) notify(`${T}.applied`, { type: 'success', messageArgs: { created: report.created, updated: report.updated } });
    } catch (error) {
      if (error instanceof ImportChangedSinceCheck) setChecked(null);
      notify(error instanceof ImportChangedSinceCheck ? `${T}.changed_since` : `${T}.failed`, { type: 'error' });
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  };

  const report = checked?.report ?? null;
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={translate(`${T}.title`)} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography component="h1" variant="h5">
              {translate(`${T}.title`)}
            </Typography>
            <Typography color="text.secondary">{translate(`${T}.intro`)}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileIcon />}>
                {translate(`${T}.choose`)}
              </Button>
              <input
                id={inputId}
                type="file"
                accept=".csv,text/csv"
                aria-label={translate(`${T}.file`)}
                style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setChecked(null);
                }}
              />
              <Typography dir="auto" sx={{ overflowWrap: 'anywhere' }}>
                {file ? file.name : translate(`${T}.no_file`)}
              </Typography>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Button variant="contained" startIcon={<CheckIcon />} disabled={!file || busy !== null} onClick={() => send('dry-run')}>
                {translate(busy === 'dry-run' ? `${T}.checking` : `${T}.check`)}
              </Button>
              <Button
                variant="contained"
                color="success"
                disabled={busy !== null || !mayApply(report, checked?.file ?? null, file)}
                onClick={() => setConfirming(true)}
              >
                {translate(busy === 'apply' ? `${T}.applying` : `${T}.apply`)}
              </Button>
              <Button component={Link} to={`${basename}/products`} startIcon={locale === 'he' ? <ArrowForwardIcon /> : <ArrowBackIcon />}>
                {translate(`${T}.back`)}
              </Button>
            </Stack>
            {report && (
              <Box role="status">
                <Typography>{translate(`${T}.summary`, { ...report })}</Typography>
                {report.applied && (
                  <Alert severity="success" sx={{ mt: 1 }}>
                    {translate(`${T}.applied`, { created: report.created, updated: report.updated })}
                  </Alert>
                )}
                {!report.applied && report.problems.length === 0 && report.changing > 0 && (
                  <Alert severity="info" sx={{ mt: 1 }}>
                    {translate(`${T}.ready`)}
                  </Alert>
                )}
                {!report.applied && report.problems.length === 0 && report.products > 0 && report.changing === 0 && (
                  <Alert severity="info" sx={{ mt: 1 }}>
                    {translate(`${T}.nothing_to_change`)}
                  </Alert>
                )}
              </Box>
            )}
            {report && report.problems.length > 0 && <ProblemsTable report={report} />}
            {report && !report.applied && report.problems.length === 0 && <ImportChangesTable report={report} />}
          </Stack>
        </CardContent>
      </Card>
      {report && (
        <Confirm
          isOpen={confirming}
          loading={busy === 'apply'}
          title={`${T}.confirm_title`}
          content={
            <>
              <Typography gutterBottom>
                {translate(`${T}.confirm`, { smart_count: report.changing, created: report.created, updated: report.updated })}
              </Typography>
              <Typography color="text.secondary">{translate(`${T}.confirm_rest`)}</Typography>
            </>
          }
          confirm={translate(`${T}.confirm_button`, { smart_count: report.changing })}
          confirmColor="primary"
          onConfirm={() => send('apply')}
          onClose={() => setConfirming(false)}
        />
      )}
    </Box>
  );
}
