import { sortByText } from '@kyubos/domain';
import type { MemberType, Partner, PartnerContactFields, PartnerKind } from '@kyubos/contracts';
import type { Db } from '../db/db';

/** The directory tables; one shape, so one repository serves all three. */
export const PARTNER_TABLE = { carrier: 'client_carriers', tpa: 'client_tpas', mga: 'client_mgas' } as const satisfies Record<
  PartnerKind,
  string
>;

// Secrets stay in the database: only whether one is stored is selected.
const COLUMNS = `id, client_id, name, phonenumber, email, fax, address, city, state, zipcode, websiteaddress, membertype,
  kyubosid, username, "BDX_Username", containername, blobfolder,
  password_hash IS NOT NULL AS password_set, bdx_password_encrypted IS NOT NULL AS "BDX_Password_set"`;

/** A directory row as written: secrets already hashed or sealed (null keeps the stored one on update). */
export interface PartnerRow extends PartnerContactFields {
  name: string;
  password_hash: string | null;
  bdx_password_encrypted: string | null;
  blobfolder: string;
}

export function createPartnerRepository(db: Db) {
  return {
    list: async (kind: PartnerKind, clientId: number) =>
      sortByText(
        await db.query<Partner>(`SELECT ${COLUMNS} FROM ${PARTNER_TABLE[kind]} WHERE client_id = $1 ORDER BY id`, [clientId]),
        (row) => row.name,
      ),
    find: (kind: PartnerKind, id: number) => db.one<Partner>(`SELECT ${COLUMNS} FROM ${PARTNER_TABLE[kind]} WHERE id = $1`, [id]),
    /** Whether another client's directory (carriers, TPAs, MGAs) names this container. */
    containerOfOtherClient: async (clientId: number, containername: string) =>
      (await db.one<{ found: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM client_carriers WHERE containername = $2 AND client_id <> $1
                 UNION ALL SELECT 1 FROM client_tpas WHERE containername = $2 AND client_id <> $1
                 UNION ALL SELECT 1 FROM client_mgas WHERE containername = $2 AND client_id <> $1) AS found`,
        [clientId, containername],
      ))!.found,
    /**
     * Another entry of the client's directory with this name or pointing id (case and outer
     * spaces aside; migration 413's unique indexes), the one of the same name first.
     */
    sameNameOrPointingId: (kind: PartnerKind, clientId: number, name: string, kyubosid: string, exceptId: number | null) =>
      db.one<{ name: string; kyubosid: string; same_name: boolean }>(
        `SELECT name, kyubosid, lower(btrim(name)) = lower(btrim($2)) AS same_name
           FROM ${PARTNER_TABLE[kind]}
          WHERE client_id = $1 AND id IS DISTINCT FROM $4
            AND (lower(btrim(name)) = lower(btrim($2)) OR upper(btrim(kyubosid)) = upper(btrim($3)))
          ORDER BY same_name DESC, id LIMIT 1`,
        [clientId, name, kyubosid, exceptId],
      ),
    async create(kind: PartnerKind, clientId: number, membertype: MemberType, row: PartnerRow): Promise<number> {
      const inserted = await db.one<{ id: number }>(
        `INSERT INTO ${PARTNER_TABLE[kind]} (client_id, membertype, name, phonenumber, email, fax, address, city, state, zipcode,
           websiteaddress, kyubosid, username, password_hash, "BDX_Username", bdx_password_encrypted, containername, blobfolder)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
        [clientId, membertype, ...rowValues(row)],
      );
      return inserted!.id;
    },
    /** Member type never changes; a null secret keeps the stored one. */
    update: (kind: PartnerKind, id: number, row: PartnerRow) =>
      db.query(
        `UPDATE ${PARTNER_TABLE[kind]} SET name = $2, phonenumber = $3, email = $4, fax = $5, address = $6, city = $7, state = $8,
           zipcode = $9, websiteaddress = $10, kyubosid = $11, username = $12, password_hash = COALESCE($13, password_hash),
           "BDX_Username" = $14, bdx_password_encrypted = COALESCE($15, bdx_password_encrypted), containername = $16, blobfolder = $17
         WHERE id = $1`,
        [id, ...rowValues(row)],
      ),
    remove: (kind: PartnerKind, id: number) => db.query(`DELETE FROM ${PARTNER_TABLE[kind]} WHERE id = $1`, [id]),
    /** Whether the carrier portal still holds users, bordereaux files or slabs of this carrier. */
    async carrierInUse(id: number): Promise<boolean> {
      const row = await db.one<{ used: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM carrier_users WHERE carrier_id = $1)
             OR EXISTS (SELECT 1 FROM bdx_files WHERE career_id = $1)
             OR EXISTS (SELECT 1 FROM slabs WHERE career_id = $1) AS used`,
        [id],
      );
      return row!.used;
    },
    /** A platform client by its pointing id (case-insensitive). */
    findClientByPointingId: (pointingId: string) =>
      db.one<{ id: number; Client_PointingId: string; Client_FullName: string; Client_Type: string }>(
        `SELECT id, "Client_PointingId", "Client_FullName", "Client_Type" FROM clients WHERE upper("Client_PointingId") = upper($1)`,
        [pointingId],
      ),
  };
}
export type PartnerRepository = ReturnType<typeof createPartnerRepository>;

const rowValues = (row: PartnerRow) => [
  row.name,
  row.phonenumber,
  row.email,
  row.fax,
  row.address,
  row.city,
  row.state,
  row.zipcode,
  row.websiteaddress,
  row.kyubosid,
  row.username,
  row.password_hash,
  row.BDX_Username,
  row.bdx_password_encrypted,
  row.containername,
  row.blobfolder,
];
