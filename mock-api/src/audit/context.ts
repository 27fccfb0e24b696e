import { AsyncLocalStorage } from 'node:async_hooks';

/** Who makes a call, as the audit trail records it. */
export interface AuditActor {
  user_id: number;
  client_id: number;
  audience: 'admin' | 'carrier';
  login_type?: number;
}

/**
 * What the audit trail knows of the request being served: its id, and functions that read the
 * call (the route as registered) and the signed-in caller once the router and the auth guard
 * have run. Kept for the request's whole asynchronous life (its background work included).
 */
export interface AuditScope {
  requestId: string;
  call(): string | undefined;
  actor(): AuditActor | undefined;
}

const scopes = new AsyncLocalStorage<AuditScope>();

/** Runs `fn` (the rest of a request's handling) inside the request's audit scope. */
export const runInAuditScope = <T>(scope: AuditScope, fn: () => T): T => scopes.run(scope, fn);

/** The request being served, or undefined outside a request (start-up, the seed, tests' own SQL). */
export const currentAuditScope = (): AuditScope | undefined => scopes.getStore();

/**
 * The argument of `audit_begin` (migration 280) for a transaction of the current request: the
 * caller with the call and request id, as JSON; undefined when nobody is signed in.
 */
export function auditActorSetting(): string | undefined {
  const scope = scopes.getStore();
  const actor = scope?.actor();
  if (!scope || !actor) return undefined;
  return JSON.stringify({ ...actor, call: scope.call() ?? null, request_id: scope.requestId });
}
