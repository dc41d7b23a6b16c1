import { Box } from '@mui/material';

/**
 * An order number (Latin letters and digits) inside text of either direction: isolated left to right
 * and kept on one line, so a Hebrew title never breaks it at its hyphens or shows it reordered.
 */
export function OrderNumber({ value }: { value: string }) {
  return (
    <Box component="bdi" dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
      {value}
    </Box>
  );
}
