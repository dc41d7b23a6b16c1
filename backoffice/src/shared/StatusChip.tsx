import { Chip } from '@mui/material';
/** The palette colours a status label may take. */
export type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

/**
 * A status label: the colour is the border, the text stays in the body colour, so every colour
 * (amber included) keeps the contrast WCAG AA asks of small text.
 */
export function StatusChip({ label, color }: { label: string; color: ChipColor }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      sx={{ borderWidth: 2, borderColor: color === 'default' ? 'grey.500' : `${color}.main`, color: 'text.primary', fontWeight: 500 }}
    />
  );
}
