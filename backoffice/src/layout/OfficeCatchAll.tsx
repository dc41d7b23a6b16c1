import LockOutlined from '@mui/icons-material/LockOutlined';
import { Box, Button, Typography } from '@mui/material';
import { Link, NotFound, Title, useBasename, usePermissions, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { homeOf, screenClosedTo } from '../providers/officeAccess';

/**
 * An address no screen answers. A screen that exists but is not for this role (the orders desk
 * opening /admin/webhooks from a colleague's link) says so, instead of calling the link broken.
 */
export function OfficeCatchAll() {
  const translate = useTranslate();
  const basename = useBasename();
  const { pathname } = useLocation();
  const { permissions, isPending } = usePermissions();
  if (isPending) return null;
  const closed = screenClosedTo(permissions, pathname.slice(basename.length));
  if (!closed) return <NotFound />;
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Title title={translate('office.admins_only.title')} />
      <LockOutlined sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
      <Typography component="h1" variant="h5" sx={{ my: 2 }}>
        {translate('office.admins_only.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{translate('office.admins_only.message')}</Typography>
      <Button component={Link} to={`${basename}${homeOf(permissions)}`} variant="contained">
        {translate('office.admins_only.home')}
      </Button>
    </Box>
  );
}
