import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, CircularProgress, FormLabel, Stack } from '@mui/material';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useDataProvider, useInput, useNotify } from 'react-admin';
import type { ShopDataProvider } from '../providers/dataProvider';
import { FallbackImage } from './FallbackImage';
import { imageUrl } from './images';

/** One picture kept as a URL: upload through /api/upload (images only), preview and remove. */
export function ImageUploadInput({ source, label, uploadLabel, removeLabel, previewAlt, fallback }: {
  source: string;
  label: string;
  uploadLabel: string;
  removeLabel: string;
  previewAlt: string;
  fallback: string;
}) {
  const notify = useNotify();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { field } = useInput({ source });
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const inputId = useId();
  const url = imageUrl(field.value);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      field.onChange(await dataProvider.uploadImage(file));
    } catch (error) {
      console.error('Failed to upload image', error);
      notify((error as Error).message === 'No image URL received from server' ? 'app.no_image_url' : 'app.upload_failed', { type: 'error' });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box sx={{ mb: 2 }}>
      <FormLabel htmlFor={inputId} sx={{ display: 'block', mb: 1 }}>
        {label}
      </FormLabel>
      {url && <FallbackImage src={url} fallback={fallback} alt={previewAlt} sx={{ maxWidth: 320, height: 140, borderRadius: 1, mb: 1 }} />}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" startIcon={uploading ? <CircularProgress size={16} /> : <UploadIcon />} disabled={uploading} onClick={() => fileInput.current?.click()}>
          {uploadLabel}
        </Button>
        {url && (
          <Button color="error" startIcon={<DeleteIcon />} onClick={() => field.onChange(null)}>
            {removeLabel}
          </Button>
        )}
      </Stack>
      <input id={inputId} ref={fileInput} type="file" accept="image/*" hidden onChange={upload} aria-label={uploadLabel} />
    </Box>
  );
}
