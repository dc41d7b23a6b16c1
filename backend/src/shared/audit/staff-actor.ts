import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

/** The staff member a request is made for, as the audit log records them. */
export interface StaffActor {
  staffId: number;
  email: string;
  role: string;
  /** The client address as the app determines it (`req.ip`, through TRUST_PROXY). */
  address: string | null;
}

interface ActorSlot {
  actor?: StaffActor;
  address: string | null;
}

const requestActor = new AsyncLocalStorage<ActorSlot>();

/**
 * Gives every request that carries a bearer token a slot for its staff member, filled by the access
 * guard once the token and session are verified. Shoppers' requests (no token) get nothing: no
 * allocation, no SQL, nothing recorded.
 */
export function staffActorSlot(req: Request, _res: Response, next: NextFunction): void {
  if (!req.headers.authorization) return next();
  requestActor.run({ address: req.ip ?? null }, next);
}

/** Called by the access guard for a verified staff request. */
export function enterStaffActor(actor: Omit<StaffActor, 'address'>): void {
  const slot = requestActor.getStore();
  if (slot) slot.actor = { ...actor, address: slot.address };
}

/** The staff member of the request being served, if it is a verified staff request. */
export function currentStaffActor(): StaffActor | undefined {
  return requestActor.getStore()?.actor;
}

/** Runs `work` as `actor` (scripts and tests writing as a staff member outside a request). */
export function runAsStaff<T>(actor: StaffActor, work: () => T): T {
  return requestActor.run({ actor, address: actor.address }, work);
}
