import { sortByText } from '@kyubos/domain';
import type { PortalCarrier, ClientIntakeCategory, Slab } from '@kyubos/contracts';
import type { Db } from '../db/db';
import { findClientIntakeCategory } from '../intake-config/repository';

export interface CarrierAccount {
  id: number;
  clientId: number;
  carrierId: number;
  passwordHash: string;
  tokenVersion: number;
}

const SLAB = `id, slab_name, noofparticipant, lowerlimit::text AS lowerlimit, upperlimit::text AS upperlimit,
  amount::text AS amount, client_id, client_name, career_id`;

/** Carrier users, and the client, carrier, LOBs and slabs a carrier user may read. */
export function createCarrierPortalRepository(db: Db) {
  return {
    findAccount: (username: string) =>
      db.one<CarrierAccount>(
        `SELECT id, client_id AS "clientId", carrier_id AS "carrierId", password_hash AS "passwordHash",
                token_version AS "tokenVersion"
           FROM carrier_users WHERE lower(username) = lower($1)`,
        [username],
      ),
    clientName: async (clientId: number) =>
      (await db.one<{ name: string }>(`SELECT "Client_FullName" AS name FROM clients WHERE id = $1`, [clientId]))?.name ?? null,
    /** The carrier of the client's directory, as the portal names it. */
    carrier: (clientId: number, carrierId: number) =>
      db.one<PortalCarrier>('SELECT id, client_id, name AS carriername FROM client_carriers WHERE id = $1 AND client_id = $2', [
        carrierId,
        clientId,
      ]),
    intakeCategories: async (clientId: number) =>
      sortByText(
        await db.query<ClientIntakeCategory>('SELECT id, category_name, sublob FROM intake_categories WHERE client_id = $1 ORDER BY id', [
          clientId,
        ]),
        (row) => row.category_name,
      ),
    intakeCategory: async (clientId: number, id: number): Promise<ClientIntakeCategory | null> => {
      const found = await findClientIntakeCategory(db, clientId, id);
      return found && { id: found.id, category_name: found.category_name, sublob: found.sublob };
    },
    /** The states a line of business offers (its rows' eligibility): none configured, any state passes. */
    offeredStates: (clientId: number, intakeId: number) =>
      db.query<{ state_code: string; state_name: string }>(
        `SELECT s.state_code, s.state_name FROM intake_states i JOIN states s ON s.id = i.state_id
          WHERE i.client_id = $1 AND i.intake_id = $2 ORDER BY s.state_name, s.id`,
        [clientId, intakeId],
      ),
    /** A slab of the client for this carrier, or null. */
    slab: (clientId: number, careerId: number, id: number) =>
      db.one<Slab>(`SELECT ${SLAB} FROM slabs WHERE id = $1 AND client_id = $2 AND career_id = $3`, [id, clientId, careerId]),
  };
}
export type CarrierPortalRepository = ReturnType<typeof createCarrierPortalRepository>;
