import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StaffMemberWire } from '../api/wire';
import { EmailAddress } from '../shared/EmailAddress';
import { RecordCard } from '../shared/RecordCard';
import { StaffActions } from './StaffActions';
import { memberName } from './staffForm';

const R = 'resources.staff';

/** One staff member: name, email, role, enabled or disabled, two-factor on or off; edit and the access buttons. */
export function StaffCard({ member }: { member: StaffMemberWire }) {
  const translate = useTranslate();
  const name = memberName(member);
  return (
    <RecordCard
      record={member}
      name={name}
      deletable={false}
      actions={<StaffActions member={member} />}
      sx={{ bgcolor: member.active ? 'background.paper' : 'grey.100' }}
    >
      <Typography component="h2" variant="h6" gutterBottom>
        <bdi>{name}</bdi>
      </Typography>
      <Typography variant="body2" color="text.secondary" component="div" sx={{ mb: 1 }}>
        <EmailAddress email={member.email} />
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Chip size="small" color={member.role === 'admin' ? 'secondary' : 'default'} label={translate(`${R}.roles.${member.role}`)} />
        <Chip
          size="small"
          color={member.active ? 'primary' : 'default'}
          variant={member.active ? 'filled' : 'outlined'}
          label={translate(`${R}.card.${member.active ? 'active' : 'disabled'}`)}
        />
        <Chip
          size="small"
          variant="outlined"
          color={member.two_factor_enabled ? 'success' : 'default'}
          label={translate(`${R}.card.${member.two_factor_enabled ? 'two_factor_on' : 'two_factor_off'}`)}
        />
      </Stack>
    </RecordCard>
  );
}
