import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Confirm, HttpError, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { StaffMemberWire } from '../api/wire';
import type { ServerErrorBody } from '../providers/serverErrors';
import { invite } from './staffCalls';
import { INVITATION_LANGUAGES, memberName } from './staffForm';
import { ResetPasswordButton, ResetTwoFactorButton } from './StaffResets';

const R = 'resources.staff';
// Unicode isolates around database text inside a translated sentence: a Latin name in a Hebrew title keeps its place.
const isolated = (text: string) => `\u2068${text}\u2069`;

const refusalOf = (error: unknown) =>
  error instanceof HttpError && (error.body as ServerErrorBody | undefined)?.code === 'LAST_ACTIVE_ADMIN'
    ? `${R}.errors.last_admin`
    : `${R}.actions.failed`;

/** Disable (sessions end at once) or enable again, after a confirmation naming the member. */
function ActiveButton({ member }: { member: StaffMemberWire }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate<StaffMemberWire>();
  const name = isolated(memberName(member));
  const action = member.active ? 'disable' : 'enable';
  const confirm = () =>
    update(
      'staff',
      { id: member.id, data: { active: !member.active }, previousData: member },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(`${R}.actions.${action}_done`, { messageArgs: { name } });
        },
        onError: (error) => {
          setOpen(false);
          notify(refusalOf(error), { type: 'error' });
        },
      },
    );
  return (
    <>
      <Button
        size="small"
        color={member.active ? 'error' : 'primary'}
        startIcon={member.active ? <BlockIcon /> : <CheckCircleIcon />}
        aria-label={`${translate(`${R}.actions.${action}`)}: ${memberName(member)}`}
        onClick={() => setOpen(true)}
      >
        {translate(`${R}.actions.${action}`)}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={<>{translate(`${R}.actions.${action}_title`, { name })}</>}
        content={`${R}.actions.${action}_confirm`}
        confirm={`${R}.actions.${action}`}
        confirmColor={member.active ? 'warning' : 'primary'}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Emails the member a one-time link to choose their password, in the language chosen here. */
function InviteButton({ member }: { member: StaffMemberWire }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [lang, setLang] = useState<string>('he');
  const name = isolated(memberName(member));
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await invite(member.id, lang);
      notify(`${R}.actions.invite_done`, { messageArgs: { name } });
      setOpen(false);
    } catch (error) {
      notify(refusalOf(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<MailOutlineIcon />}
        aria-label={`${translate(`${R}.actions.invite`)}: ${memberName(member)}`}
        onClick={() => setOpen(true)}
      >
        {translate(`${R}.actions.invite`)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`invite-${member.id}`} fullWidth maxWidth="xs">
        <form onSubmit={send}>
          <DialogTitle id={`invite-${member.id}`}>{translate(`${R}.actions.invite_title`, { name })}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {translate(`${R}.actions.invite_confirm`)}
            </Typography>
            <TextField
              select
              label={translate(`${R}.fields.language`)}
              value={lang}
              onChange={(event) => setLang(event.target.value)}
              fullWidth
            >
              {INVITATION_LANGUAGES.map((code) => (
                <MenuItem key={code} value={code}>
                  {translate(`${R}.languages.${code}`)}
                </MenuItem>
              ))}
            </TextField>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate(`${R}.actions.invite`)}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

/** The card's buttons beside Edit: disable or enable, a new password, two-factor off (when it is on). */
export function StaffActions({ member }: { member: StaffMemberWire }) {
  return (
    <>
      <ActiveButton member={member} />
      <ResetPasswordButton member={member} />
      {member.active && <InviteButton member={member} />}
      {member.two_factor_enabled && <ResetTwoFactorButton member={member} />}
    </>
  );
}
