import type { Db } from '../db/db';
import { findIntakeCategory } from '../intake-config/repository';
import { createPartnerRepository } from '../partners/repository';

/** A carrier of the client's directory, with where its files land in blob storage. */
export interface DirectoryCarrier {
  id: number;
  client_id: number;
  name: string;
  containername: string;
  blobfolder: string;
}

/**
 * The bordereaux area's reads of its client's directory: the client, its carriers, its lines of
 * business (through the intake configuration's one read), the caller. Each is a documented read
 * of another area's table (test/table-owners.test.ts).
 */
export function createBdxAdminRepository(db: Db) {
  return {
    /** A carrier by id whatever its client, so another client's id can be told apart (403) from none (404). */
    carrier: (id: number) =>
      db.one<DirectoryCarrier>('SELECT id, client_id, name, containername, blobfolder FROM client_carriers WHERE id = $1', [id]),
    intakeCategory: (id: number) => findIntakeCategory(db, id),
    clientName: async (clientId: number) =>
      (await db.one<{ name: string }>(`SELECT "Client_FullName" AS name FROM clients WHERE id = $1`, [clientId]))?.name ?? null,
    username: async (userId: number) =>
      (await db.one<{ username: string }>('SELECT username FROM users WHERE id = $1', [userId]))?.username ?? null,
    /** The user's name as the lists show a sender (first and last name), the login id when the user has none. */
    userDisplayName: async (userId: number) =>
      (
        await db.one<{ name: string }>(
          `SELECT coalesce(nullif(trim(firstname || ' ' || lastname), ''), username) AS name FROM users WHERE id = $1`,
          [userId],
        )
      )?.name ?? null,
    /** Whether another client's directory names this container (a container belongs to one client): the partners' read. */
    containerOfOtherClient: (clientId: number, containername: string) => createPartnerRepository(db).containerOfOtherClient(clientId, containername),
  };
}
export type BdxAdminRepository = ReturnType<typeof createBdxAdminRepository>;
