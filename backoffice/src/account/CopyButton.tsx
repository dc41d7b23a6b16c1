import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/** Copies a text to the clipboard and says so (or that the browser refused: then the text is there to select). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify('account.copied', { type: 'info' });
    } catch {
      notify('account.copy_failed', { type: 'warning' });
    }
  };
  return (
    <Button size="small" variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
      {translate(label)}
    </Button>
  );
}
