import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyButton } from './CopyButton';

/** The ten recovery codes, shown this once after enrolment: to copy or write down before going on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const translate = useTranslate();
  return (
    <Stack gap={2} component="section" aria-labelledby="recovery-codes-title">
      <Alert severity="success">{translate('account.two_factor.enabled')}</Alert>
      <Typography id="recovery-codes-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('account.recovery.title')}
      </Typography>
      <Typography variant="body2">{translate('account.recovery.hint')}</Typography>
      <Box
        component="ol"
        aria-label={translate('account.recovery.title')}
        dir="ltr"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
          bgcolor: 'grey.100',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" gap={1} flexWrap="wrap">
        <CopyButton text={codes.join('\n')} label="account.recovery.copy" />
        <Button variant="contained" onClick={onDone}>
          {translate('account.recovery.done')}
        </Button>
      </Stack>
    </Stack>
  );
}
