import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, CircularProgress, FormHelperText, FormLabel, Stack } from '@mui/material';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { TextInput, useDataProvider, useInput, useResourceContext, useTranslate } from 'react-admin';
import type { ShopDataProvider } from '../providers/dataProvider';
import { FallbackImage } from './FallbackImage';
import { splitImageFiles } from './imageFiles';
import { imageUrl } from './images';

/**
 * One picture kept as a URL: upload through /api/upload (images only), preview and remove; with
 * `urlLabel`, the URL can also be typed. A refused file or a failed upload is said next to the field.
 * Its texts default to the resource's `fields.image_url` and `form.upload|remove_image|image_preview`.
 */
export function ImageUploadInput({
  source,
  label,
  uploadLabel,
  removeLabel,
  previewAlt,
  fallback,
  urlLabel,
}: {
  source: string;
  label?: string;
  uploadLabel?: string;
  removeLabel?: string;
  previewAlt?: string;
  fallback: string;
  urlLabel?: string;
}) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const own = (key: string) => translate(`resources.${resource}.${key}`);
  const texts = {
    label: label ?? own('fields.image_url'),
    upload: uploadLabel ?? own('form.upload'),
    remove: removeLabel ?? own('form.remove_image'),
    preview: previewAlt ?? own('form.image_preview'),
  };
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { field } = useInput({ source });
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const problemId = useId();
  const url = imageUrl(field.value);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const { images, refused } = splitImageFiles(Array.from(event.target.files ?? []));
    event.target.value = '';
    setProblem(refused.length ? refused.map((name) => translate('app.not_an_image', { name: `\u2068${name}\u2069` })).join(' ') : null);
    const [file] = images;
    if (!file) return;
    setUploading(true);
    try {
      field.onChange(await dataProvider.uploadImage(file));
    } catch (error) {
      console.error('Failed to upload image', error);
      setProblem(translate((error as Error).message === 'No image URL received from server' ? 'app.no_image_url' : 'app.upload_failed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box sx={{ mb: 2, width: '100%' }}>
      {urlLabel ? (
        <TextInput source={source} label={urlLabel} fullWidth dir="ltr" />
      ) : (
        <FormLabel htmlFor={inputId} sx={{ display: 'block', mb: 1 }}>
          {texts.label}
        </FormLabel>
      )}
      {url && (
        <FallbackImage src={url} fallback={fallback} alt={texts.preview} sx={{ maxWidth: 320, height: 140, borderRadius: 1, mb: 1 }} />
      )}
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          startIcon={uploading ? <CircularProgress size={16} /> : <UploadIcon />}
          disabled={uploading}
          onClick={() => fileInput.current?.click()}
        >
          {texts.upload}
        </Button>
        {url && (
          <Button color="error" startIcon={<DeleteIcon />} onClick={() => field.onChange(urlLabel ? '' : null)}>
            {texts.remove}
          </Button>
        )}
      </Stack>
      <input
        id={inputId}
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        onChange={upload}
        aria-label={texts.upload}
        aria-describedby={problem ? problemId : undefined}
      />
      {problem && (
        <FormHelperText id={problemId} error role="alert">
          {problem}
        </FormHelperText>
      )}
    </Box>
  );
}
