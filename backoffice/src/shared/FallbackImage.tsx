import { Box, type SxProps, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';

/** An image that swaps to a fallback picture when it fails to load (the spec's default image). */
export function FallbackImage({ src, fallback, alt, sx }: { src: string | null; fallback: string; alt: string; sx?: SxProps<Theme> }) {
  const [current, setCurrent] = useState(src || fallback);
  useEffect(() => setCurrent(src || fallback), [src, fallback]);
  return (
    <Box
      component="img"
      src={current}
      alt={alt}
      loading="lazy"
      onError={() => current !== fallback && setCurrent(fallback)}
      sx={{ display: 'block', width: '100%', objectFit: 'cover', bgcolor: 'grey.200', ...sx }}
    />
  );
}
