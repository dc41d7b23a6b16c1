import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { starsText } from './reviewRules';

/** The stars as text, named for screen readers ("4 of 5 stars"). */
export function ReviewStars({ stars }: { stars: number }) {
  const translate = useTranslate();
  return (
    <Box
      component="span"
      role="img"
      aria-label={translate('resources.reviews.stars_label', { stars })}
      sx={{ color: 'warning.dark', whiteSpace: 'nowrap', letterSpacing: 1 }}
    >
      {starsText(stars)}
    </Box>
  );
}
