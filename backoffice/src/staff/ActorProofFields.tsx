import { TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ActorProofField, ActorProofProblems, ActorProofValues } from './actorProof';

const C = 'resources.staff.confirm_identity';

/**
 * The acting admin's own password, and their code when their two-factor is on, inside a reset's dialog;
 * each problem (typed or the server's) shown under its own field.
 */
export function ActorProofFields(props: {
  idPrefix: string;
  values: ActorProofValues;
  onChange: (values: ActorProofValues) => void;
  problems: ActorProofProblems;
  codeNeeded: boolean;
}) {
  const translate = useTranslate();
  const { idPrefix, values, onChange, problems, codeNeeded } = props;
  const set = (field: ActorProofField) => (event: { target: { value: string } }) => onChange({ ...values, [field]: event.target.value });
  return (
    <>
      <Typography variant="subtitle2" component="p" sx={{ mt: 2, mb: 1 }}>
        {translate(codeNeeded ? `${C}.hint_with_code` : `${C}.hint`)}
      </Typography>
      <TextField
        id={`${idPrefix}-actor-password`}
        label={translate(`${C}.your_password`)}
        type="password"
        autoComplete="current-password"
        fullWidth
        margin="dense"
        value={values.actorPassword}
        onChange={set('actorPassword')}
        error={!!problems.actorPassword}
        helperText={problems.actorPassword ? translate(problems.actorPassword) : ' '}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      {codeNeeded && (
        <TextField
          id={`${idPrefix}-actor-code`}
          label={translate(`${C}.your_code`)}
          autoComplete="one-time-code"
          fullWidth
          margin="dense"
          value={values.actorCode}
          onChange={set('actorCode')}
          error={!!problems.actorCode}
          helperText={translate(problems.actorCode ?? `${C}.code_hint`)}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'text', spellCheck: false } }}
        />
      )}
    </>
  );
}
