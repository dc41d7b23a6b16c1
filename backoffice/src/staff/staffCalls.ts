import type { StaffMemberWire } from '../api/wire';
import { httpClient } from '../providers/httpClient';

/** The acting admin's own proof, which both resets ask (see actorProof.ts). */
export type ActorProofBody = { actor_password: string; actor_code?: string };

/** The staff screen's two resets: not record updates, so not through the data provider's update. */
export async function resetPassword(id: number, password: string, proof: ActorProofBody): Promise<StaffMemberWire> {
  const body = JSON.stringify({ password, ...proof });
  return (await httpClient(`/api/admin/staff/${id}/reset-password`, { method: 'POST', body })).json as StaffMemberWire;
}

/** Emails the member a one-time link to choose their password (POST /api/admin/staff/:id/invite). */
export async function invite(id: number, language: string): Promise<StaffMemberWire> {
  return (await httpClient(`/api/admin/staff/${id}/invite`, { method: 'POST', body: JSON.stringify({ language }) }))
    .json as StaffMemberWire;
}

export async function resetTwoFactor(id: number, proof: ActorProofBody): Promise<StaffMemberWire> {
  return (await httpClient(`/api/admin/staff/${id}/reset-two-factor`, { method: 'POST', body: JSON.stringify(proof) }))
    .json as StaffMemberWire;
}
