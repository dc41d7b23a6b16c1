import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SizeTemplateWire } from '../api/wire';
import { suggestTemplates } from './sizeTemplates';

function TemplateCard({ template, selected, onSelect }: { template: SizeTemplateWire; selected: boolean; onSelect: () => void }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ borderColor: selected ? 'primary.main' : 'divider', borderWidth: selected ? 2 : 1 }}>
      <CardActionArea onClick={onSelect} aria-pressed={selected} sx={{ height: '100%' }}>
        <CardContent>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            <bdi>{template.localized_name || template.name}</bdi>
          </Typography>
          <Stack direction="row" spacing={1} sx={{ my: 1 }}>
            <Chip size="small" label={translate(`resources.size-templates.categories.${template.category}`, { _: template.category })} />
            <Chip
              size="small"
              variant="outlined"
              label={translate(`resources.size-templates.variants.${template.variant}`, { _: template.variant })}
            />
          </Stack>
          {(template.localized_description || template.description) && (
            <Typography variant="body2" color="text.secondary" dir="auto">
              {template.localized_description || template.description}
            </Typography>
          )}
          <Typography variant="caption" component="p" sx={{ mt: 1 }}>
            {translate('resources.products.templates.sizes', { smart_count: template.sizes.length })} ·{' '}
            {translate('resources.products.templates.colors', { smart_count: template.colors.length })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The size template picker: recommended templates by the product's names, then all of them. */
export function TemplatePicker({
  open,
  names,
  templates,
  onCancel,
  onApply,
}: {
  open: boolean;
  names: string[];
  templates: SizeTemplateWire[];
  onCancel: () => void;
  onApply: (template: SizeTemplateWire) => void;
}) {
  const translate = useTranslate();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const suggested = suggestTemplates(names, templates);
  const selected = templates.find((t) => t.id === selectedId) ?? null;
  const grid = (list: SizeTemplateWire[]) => (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', mb: 2 }}>
      {list.map((t) => (
        <TemplateCard key={t.id} template={t} selected={t.id === selectedId} onSelect={() => setSelectedId(t.id)} />
      ))}
    </Box>
  );
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="md" fullWidth aria-labelledby="template-picker-title">
      <DialogTitle id="template-picker-title">{translate('resources.products.templates.title')}</DialogTitle>
      <DialogContent dividers>
        {templates.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 4 }}>
            <Typography variant="h6">{translate('resources.products.templates.empty')}</Typography>
            <Typography color="text.secondary">{translate('resources.products.templates.empty_hint')}</Typography>
          </Box>
        ) : (
          <>
            <Typography component="h2" variant="subtitle2" gutterBottom>
              {translate('resources.products.templates.recommended')}
            </Typography>
            {grid(suggested)}
            {templates.length > suggested.length && (
              <>
                <Typography component="h2" variant="subtitle2" gutterBottom>
                  {translate('resources.products.templates.all')}
                </Typography>
                {grid(templates)}
              </>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('app.cancel')}</Button>
        <Button variant="contained" disabled={!selected} onClick={() => selected && onApply(selected)}>
          {translate('resources.products.templates.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
