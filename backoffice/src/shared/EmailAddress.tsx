import { Box, type SxProps, type Theme } from '@mui/material';

/**
 * An email address as one left-to-right block placed at the page's start side (right in Hebrew), so a
 * long address that wraps keeps its characters in order; it may break after the @.
 */
export function EmailAddress({ email, sx }: { email: string; sx?: SxProps<Theme> }) {
  const at = email.indexOf('@');
  return (
    <Box
      dir="ltr"
      sx={[
        (theme) => ({ textAlign: theme.direction === 'rtl' ? 'right' : 'left', overflowWrap: 'anywhere' }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {at < 0 ? (
        email
      ) : (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      )}
    </Box>
  );
}
