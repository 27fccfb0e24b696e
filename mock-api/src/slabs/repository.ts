import type { AdminSlab, CreateSlabRequest, UpdateSlabRequest } from '@kyubos/contracts';
import type { Db } from '../db/db';

const SLAB = `s.id, s.slab_name, s.noofparticipant, s.lowerlimit::text AS lowerlimit, s.upperlimit::text AS upperlimit,
  s.amount::text AS amount, s.client_id, s.client_name, s.career_id, c.name AS career_name`;
const FROM = 'slabs s LEFT JOIN client_carriers c ON c.id = s.career_id';

/** Premium slabs of a client, per carrier of its directory (admin area and the carrier portal). */
export function createSlabRepository(db: Db) {
  return {
    listForClient: (clientId: number) =>
      db.query<AdminSlab>(`SELECT ${SLAB} FROM ${FROM} WHERE s.client_id = $1 ORDER BY c.name NULLS FIRST, s.lowerlimit, s.id`, [clientId]),
    /** A slab whatever its client; the caller checks the client. */
    findById: (id: number) => db.one<AdminSlab>(`SELECT ${SLAB} FROM ${FROM} WHERE s.id = $1`, [id]),
    /** The slabs a slab must not overlap: the same client and carrier. */
    siblings: (clientId: number, careerId: number | null) =>
      db.query<AdminSlab>(`SELECT ${SLAB} FROM ${FROM} WHERE s.client_id = $1 AND s.career_id IS NOT DISTINCT FROM $2`, [clientId, careerId]),
    create: async (clientId: number, clientName: string, slab: CreateSlabRequest) =>
      (await db.one<{ id: number }>(
        `INSERT INTO slabs (client_id, client_name, career_id, slab_name, noofparticipant, lowerlimit, upperlimit, amount)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [clientId, clientName, slab.career_id, slab.slab_name, slab.noofparticipant, slab.lowerlimit, slab.upperlimit, slab.amount],
      ))!.id,
    update: (id: number, slab: UpdateSlabRequest) =>
      db.query(
        `UPDATE slabs SET slab_name = $2, noofparticipant = $3, lowerlimit = $4, upperlimit = $5, amount = $6 WHERE id = $1`,
        [id, slab.slab_name, slab.noofparticipant, slab.lowerlimit, slab.upperlimit, slab.amount],
      ),
  };
}
export type SlabRepository = ReturnType<typeof createSlabRepository>;
