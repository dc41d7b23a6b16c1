import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways inside the page (on a phone) instead of widening the layout.
 * Width 0 with min-width 100% keeps the table's width out of the page's sizing; the area takes
 * keyboard focus so it can be scrolled without a mouse, and is named after its table.
 */
export function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        width: 0,
        minWidth: '100%',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {children}
    </Box>
  );
}
