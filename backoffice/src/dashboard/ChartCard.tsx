import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A chart with its title and a text alternative: the drawing is hidden from screen readers, the
 * summary sentence says what it shows.
 */
export function ChartCard({ id, title, summary, children }: { id: string; title: string; summary: string; children: ReactNode }) {
  return (
    <Card component="figure" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} sx={{ m: 0 }}>
      <CardContent>
        <Typography id={`${id}-title`} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {/* SVG text anchors follow dir: the drawing is laid out left to right, the axes mirror it in Hebrew. */}
        <div aria-hidden="true" dir="ltr" style={{ width: '100%', height: 260 }}>
          {children}
        </div>
        <Typography id={`${id}-summary`} component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {summary}
        </Typography>
      </CardContent>
    </Card>
  );
}
