import KeyIcon from '@mui/icons-material/Key';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { HttpError, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { StaffMemberWire } from '../api/wire';
import type { ServerErrorBody } from '../providers/serverErrors';
import { session } from '../providers/session';
import { actorProofPayload, actorProofProblems, actorProofRefusal, type ActorProofProblems, type ActorProofValues } from './actorProof';
import { ActorProofFields } from './ActorProofFields';
import { resetPassword, resetTwoFactor, type ActorProofBody } from './staffCalls';
import { memberName, passwordProblem } from './staffForm';

const R = 'resources.staff';
// Unicode isolates around database text inside a translated sentence: a Latin name in a Hebrew title keeps its place.
const isolated = (text: string) => `\u2068${text}\u2069`;
const EMPTY_PROOF: ActorProofValues = { actorPassword: '', actorCode: '' };

/**
 * A reset's dialog: its own fields, then the acting admin's password (and code, when their own two-factor
 * is on); the server's refusal of the proof is shown under the field it names, anything else notified.
 */
function ResetDialog(props: {
  kind: 'password' | 'two-factor';
  member: StaffMemberWire;
  icon: ReactNode;
  /** The dialog's own fields' problem (a message key), checked before sending. */
  ownProblem?: string | null;
  children?: ReactNode;
  send: (proof: ActorProofBody) => Promise<unknown>;
  /** Pressed: the dialog's own fields show their problems from now on. */
  onTried?: () => void;
  onClosed?: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [proof, setProof] = useState(EMPTY_PROOF);
  const [problems, setProblems] = useState<ActorProofProblems>({});
  const codeNeeded = session.user()?.two_factor_enabled === true;
  const key = props.kind === 'password' ? 'password' : 'two_factor';
  const name = isolated(memberName(props.member));
  const titleId = `reset-${props.kind}-${props.member.id}`;
  const close = () => {
    setOpen(false);
    setProof(EMPTY_PROOF);
    setProblems({});
    props.onClosed?.();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    props.onTried?.();
    const typed = actorProofProblems(proof, codeNeeded);
    setProblems(typed);
    if (props.ownProblem || Object.keys(typed).length > 0 || busy) return;
    setBusy(true);
    try {
      await props.send(actorProofPayload(proof, codeNeeded));
      notify(`${R}.actions.${key}_done`, { messageArgs: { name } });
      close();
      refresh();
    } catch (error) {
      const refusal = error instanceof HttpError ? actorProofRefusal(error.status, error.body as ServerErrorBody | undefined) : null;
      if (refusal) setProblems(refusal);
      else notify(`${R}.actions.failed`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        startIcon={props.icon}
        aria-label={`${translate(`${R}.actions.${key}`)}: ${memberName(props.member)}`}
        onClick={() => setOpen(true)}
      >
        {translate(`${R}.actions.${key}`)}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{translate(`${R}.actions.${key}_title`, { name })}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {translate(`${R}.actions.${key}_confirm`)}
            </Typography>
            {props.children}
            <ActorProofFields idPrefix={titleId} values={proof} onChange={setProof} problems={problems} codeNeeded={codeNeeded} />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('app.cancel')}</Button>
            <Button type="submit" variant="contained" color={props.kind === 'password' ? 'primary' : 'warning'} disabled={busy}>
              {translate(`${R}.actions.${key}_submit`)}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

/** A new password typed by the admin (at least 10 characters); the member's sessions end. */
export function ResetPasswordButton({ member }: { member: StaffMemberWire }) {
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const problem = passwordProblem(password);
  return (
    <ResetDialog
      kind="password"
      member={member}
      icon={<KeyIcon />}
      ownProblem={problem}
      onClosed={() => {
        setPassword('');
        setTried(false);
      }}
      onTried={() => setTried(true)}
      send={(proof) => resetPassword(member.id, password, proof)}
    >
      <TextField
        id={`new-password-${member.id}`}
        label={translate(`${R}.fields.new_password`)}
        type="password"
        autoComplete="new-password"
        autoFocus
        fullWidth
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={tried && !!problem}
        helperText={translate(tried && problem ? problem : `${R}.form.password_hint`)}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
    </ResetDialog>
  );
}

/** Two-factor off for a member who lost their phone and their recovery codes (or for the admin's own); they enrol again. */
export function ResetTwoFactorButton({ member }: { member: StaffMemberWire }) {
  return <ResetDialog kind="two-factor" member={member} icon={<PhonelinkEraseIcon />} send={(proof) => resetTwoFactor(member.id, proof)} />;
}
