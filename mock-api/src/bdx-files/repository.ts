import type { BrdxListItem } from '@kyubos/contracts';
import type { Db } from '../db/db';

export type BdxDirection = 'inbound' | 'outbound';

/** Which files a caller may reach: one client and, for the carrier portal, one carrier of its directory. */
export interface BdxScope {
  clientId: number;
  careerId: number;
}

/** A stored file with what the download and removal need. */
export interface BdxFileRecord extends BrdxListItem {
  direction: BdxDirection;
  stored_name: string;
  mime_type: string;
}

export interface NewBdxFile {
  client_id: number;
  client_name: string;
  career_id: number;
  career_name: string;
  direction: BdxDirection;
  sender_name: string;
  sender_id: string;
  reciver_name: string | null;
  period: string;
  control_value: string;
  intake_id: number | null;
  intake_name: string | null;
  sublob: string | null;
  file_name: string;
  stored_name: string;
  mime_type: string;
  size_bytes: number;
  uploaded_by: number | null;
}

const LIST_ITEM = `id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
  sender_name, sender_id, period, file_name, control_value::text AS control_value,
  imported, approved, processed, importedview`;

/** The bordereaux file table, shared by the carrier portal and (later) the admin BDX area. */
export function createBdxFileRepository(db: Db) {
  return {
    /** Newest first, as the lists show them. */
    list: (scope: BdxScope, direction: BdxDirection) =>
      db.query<BrdxListItem>(
        `SELECT ${LIST_ITEM} FROM bdx_files
          WHERE client_id = $1 AND career_id = $2 AND direction = $3
          ORDER BY created_at DESC, id DESC`,
        [scope.clientId, scope.careerId, direction],
      ),
    /** A file of the scope, or null when it does not exist or belongs to someone else. */
    findInScope: (scope: BdxScope, id: number) =>
      db.one<BdxFileRecord>(
        `SELECT ${LIST_ITEM}, direction, stored_name, mime_type FROM bdx_files
          WHERE id = $1 AND client_id = $2 AND career_id = $3`,
        [id, scope.clientId, scope.careerId],
      ),
    async insert(file: NewBdxFile): Promise<BrdxListItem> {
      const columns = Object.keys(file) as (keyof NewBdxFile)[];
      const row = await db.one<BrdxListItem>(
        `INSERT INTO bdx_files (${columns.join(', ')})
         VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING ${LIST_ITEM}`,
        columns.map((column) => file[column]),
      );
      return row!;
    },
    /** Marks a received file imported to the carrier's main location; false when it already was. */
    async markImported(id: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE bdx_files SET importedview = '1', imported = '1', imported_date = now()
          WHERE id = $1 AND importedview = '0' RETURNING id`,
        [id],
      );
      return rows.length === 1;
    },
    remove: (id: number) => db.query('DELETE FROM bdx_files WHERE id = $1', [id]),
  };
}
export type BdxFileRepository = ReturnType<typeof createBdxFileRepository>;
