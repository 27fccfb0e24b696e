import type { AdminAuth } from '../auth/tokens';
import { agentScopeOf, type CreatorLookup } from './service';

/**
 * The part of the client's book a caller reads, for the figures read across it (dashboard,
 * Production Report): the whole client's records, or an agent's user's own (its agent's).
 * SQL takes it as `$1` the client and `$2` the agent: `($2::integer IS NULL OR agent_id = $2)`.
 */
export interface BookScope {
  clientId: number;
  /** An agent's user: only its agent's records (null: the whole client's book). */
  agentId: number | null;
}

/** A period of the caller's book (first and last day, 'YYYY-MM-DD'). */
export interface PeriodScope extends BookScope {
  from: string;
  to: string;
}

/** The caller's book; without a creators lookup every caller reads the whole client's. */
export async function bookScopeOf(creators: CreatorLookup | undefined, auth: AdminAuth): Promise<BookScope> {
  return { clientId: auth.clientId, agentId: creators ? await agentScopeOf(creators, auth) : null };
}
