import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { downloadFile } from '../providers/fileDownload';

/** A button that downloads a staff file with the session's token; busy while the server writes it. */
export function DownloadButton({ label, path, fileName }: { label: string; path: () => string; fileName: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path(), fileName);
    } catch {
      notify('resources.csv-files.download_failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={busy} aria-busy={busy}>
      {busy ? translate('resources.csv-files.downloading') : translate(label)}
    </Button>
  );
}
