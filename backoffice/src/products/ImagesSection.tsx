import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIcon from '@mui/icons-material/DragIndicator';
import { Box, Button, Chip, CircularProgress, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ShopDataProvider } from '../providers/dataProvider';
import { FallbackImage } from '../shared/FallbackImage';
import { splitImageFiles } from '../shared/imageFiles';
import { ImageUploadInput } from '../shared/ImageUploadInput';
import { DEFAULT_PRODUCT_IMAGE, imageUrl } from '../shared/images';
import type { ImageFormValues } from './productForm';

// The spec's drag threshold: a press moves an image only after 5 pixels.
const DRAG_THRESHOLD_PX = 5;

// The main picture: typed as a URL (as the spec) or uploaded like the other pictures.
function MainImage() {
  const translate = useTranslate();
  return (
    <ImageUploadInput
      source="image_url"
      label={translate('resources.products.fields.image_url')}
      urlLabel={translate('resources.products.fields.image_url')}
      uploadLabel={translate('resources.products.form.upload_main')}
      removeLabel={translate('resources.products.form.remove_image')}
      previewAlt={translate('resources.products.form.main_preview')}
      fallback={DEFAULT_PRODUCT_IMAGE}
    />
  );
}

function SortableImage({ id, image, position, onRemove }: { id: string; image: ImageFormValues; position: number; onRemove: () => void }) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <Box
      ref={setNodeRef}
      component="li"
      sx={{
        listStyle: 'none',
        position: 'relative',
        width: 150,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        opacity: isDragging ? 0.6 : 1,
      }}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <FallbackImage
        src={imageUrl(image.url)}
        fallback={DEFAULT_PRODUCT_IMAGE}
        alt={`${translate('resources.products.fields.images')} ${position}`}
        sx={{ height: 100 }}
      />
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ p: 0.5 }}>
        <IconButton
          size="small"
          {...attributes}
          {...listeners}
          aria-label={translate('resources.products.form.drag_handle', { position })}
          sx={{ cursor: 'grab' }}
        >
          <DragIcon fontSize="small" />
        </IconButton>
        {image.is_primary && <Chip size="small" color="primary" label={translate('resources.products.form.primary')} />}
        <IconButton
          size="small"
          color="error"
          onClick={onRemove}
          aria-label={`${translate('resources.products.form.remove_image')} ${position}`}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Box>
  );
}

function AdditionalImages() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { fields, append, remove, move } = useFieldArray<{ images: ImageFormValues[] }, 'images', 'key'>({
    name: 'images',
    keyName: 'key',
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  // Said next to the button: files that are not pictures, and uploads that failed.
  const [problems, setProblems] = useState<string[]>([]);
  const problemsId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_THRESHOLD_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const { images, refused } = splitImageFiles(Array.from(event.target.files ?? []));
    event.target.value = '';
    const problems = refused.map((name) => translate('app.not_an_image', { name: `\u2068${name}\u2069` }));
    setUploading(true);
    for (const file of images) {
      try {
        // A new image is never primary; the position decides the order.
        append({ url: await dataProvider.uploadImage(file), is_primary: false });
      } catch (error) {
        console.error('Failed to upload image', error);
        problems.push(`${translate('app.upload_failed')}: ${file.name}`);
      }
    }
    setProblems(problems);
    setUploading(false);
  };

  const reorder = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(
      fields.findIndex((f) => f.key === active.id),
      fields.findIndex((f) => f.key === over.id),
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography component="h3" variant="subtitle1" gutterBottom>
        {translate('resources.products.fields.images')}
      </Typography>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={reorder}>
        <SortableContext items={fields.map((f) => f.key)} strategy={rectSortingStrategy}>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 0, m: 0, mb: 1 }}>
            {fields.map((image, index) => (
              <SortableImage key={image.key} id={image.key} image={image} position={index + 1} onRemove={() => remove(index)} />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      <Button
        variant="outlined"
        startIcon={uploading ? <CircularProgress size={16} /> : <AddPhotoIcon />}
        disabled={uploading}
        onClick={() => fileInput.current?.click()}
      >
        {translate('resources.products.form.add_images')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        multiple
        hidden
        onChange={upload}
        aria-label={translate('resources.products.form.add_images')}
        aria-describedby={problems.length ? problemsId : undefined}
      />
      {problems.length > 0 && (
        <FormHelperText id={problemsId} error role="alert">
          {problems.join(' · ')}
        </FormHelperText>
      )}
    </Box>
  );
}

export function ImagesSection() {
  return (
    <>
      <MainImage />
      <AdditionalImages />
    </>
  );
}
