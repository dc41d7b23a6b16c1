import type { ServerErrorBody } from '../providers/serverErrors';

/**
 * What the acting admin types to confirm a reset (the server asks it: a token alone never resets anyone's
 * password or two-factor): their own password, and a code when their own two-factor is on.
 */
export interface ActorProofValues {
  actorPassword: string;
  actorCode: string;
}

export type ActorProofField = 'actorPassword' | 'actorCode';

/** Problems by field, as message keys. */
export type ActorProofProblems = Partial<Record<ActorProofField, string>>;

const E = 'resources.staff.confirm_identity.errors';

/** What is missing before the form is sent (the server checks again, and decides). */
export function actorProofProblems(values: ActorProofValues, codeNeeded: boolean): ActorProofProblems {
  const problems: ActorProofProblems = {};
  if (!values.actorPassword) problems.actorPassword = `${E}.password_required`;
  if (codeNeeded && !values.actorCode.trim()) problems.actorCode = `${E}.code_required`;
  return problems;
}

/** The request's fields, the code only when one is asked for. */
export function actorProofPayload(values: ActorProofValues, codeNeeded: boolean): { actor_password: string; actor_code?: string } {
  return codeNeeded
    ? { actor_password: values.actorPassword, actor_code: values.actorCode.trim() }
    : { actor_password: values.actorPassword };
}

const REFUSALS: Record<string, [ActorProofField, string]> = {
  ACTOR_PASSWORD_REQUIRED: ['actorPassword', `${E}.password_required`],
  ACTOR_PASSWORD_INVALID: ['actorPassword', `${E}.password_invalid`],
  ACTOR_CODE_REQUIRED: ['actorCode', `${E}.code_required`],
  ACTOR_CODE_INVALID: ['actorCode', `${E}.code_invalid`],
  ACTOR_CODE_USED: ['actorCode', `${E}.code_used`],
};

/**
 * The server's refusal, shown next to the field it names; too many attempts (from this address or for the
 * account) next to the password. Null: not a refusal of the proof (the caller words it).
 */
export function actorProofRefusal(status: number | undefined, body: ServerErrorBody | undefined): ActorProofProblems | null {
  if (status === 429) return { actorPassword: `${E}.too_many` };
  const refusal = body?.code ? REFUSALS[body.code] : undefined;
  return refusal ? { [refusal[0]]: refusal[1] } : null;
}
