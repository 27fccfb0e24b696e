import type { AdminSlab, CreateSlabRequest, EditSlabResponse, UpdateSlabRequest, ViewSlabResponse } from '@kyubos/contracts';
import { formatUsd, overlappingSlab } from '@kyubos/domain';
import type { AdminAuth } from '../auth/tokens';
import { AppError } from '../app-error';
import { assertSameClient, ownRecord } from '../tenancy';
import type { Db } from '../db/db';
import { createSlabRepository, type SlabRepository } from './repository';

/**
 * Refuses (400 naming lowerlimit) a range that shares a point with another slab of the same
 * client and carrier. Run inside the write's transaction.
 */
export async function assertNoOverlap(
  repo: SlabRepository,
  clientId: number,
  careerId: number | null,
  slab: { id?: number; slab_name: string; lowerlimit: number; upperlimit: number },
): Promise<void> {
  const other = overlappingSlab(slab, await repo.siblings(clientId, careerId));
  if (!other) return;
  const message = `overlaps ${other.slab_name} (${formatUsd(other.lowerlimit)} to ${formatUsd(other.upperlimit)})`;
  throw new AppError('ValidationError', `Invalid lowerlimit: ${message}`, 400, [{ path: 'lowerlimit', message }]);
}

/** What the slab service reads of the client's directory (the bordereaux area's directory answers it). */
export interface SlabDirectory {
  carrier(id: number): Promise<{ id: number; client_id: number } | null>;
  clientName(clientId: number): Promise<string | null>;
}

/**
 * The one change of a slab (the admin area and the carrier portal): refuses an overlap with
 * the other slabs of the client and carrier, then writes, in one transaction.
 */
export async function changeSlab(db: Db, clientId: number, careerId: number | null, slab: UpdateSlabRequest): Promise<void> {
  await db.transaction(async (tx) => {
    const repo = createSlabRepository(tx);
    await assertNoOverlap(repo, clientId, careerId, slab);
    await repo.update(slab.id, slab);
  });
}

/** Slabs of the admin area: list, read, create and change, for the caller's client only. */
export function createSlabService(db: Db, { directory }: { directory: SlabDirectory }) {
  const slabs = createSlabRepository(db);
  /** The slab, when it belongs to the caller's client: 404 when missing or another client's. */
  const ownSlab = async (auth: AdminAuth, id: number): Promise<AdminSlab> =>
    ownRecord(auth, await slabs.findById(id), (slab) => slab.client_id, 'Slab not found');
  return {
    async list(auth: AdminAuth, clientId: number): Promise<ViewSlabResponse> {
      assertSameClient(auth, clientId);
      return { slablist: await slabs.listForClient(auth.clientId) };
    },
    async edit(auth: AdminAuth, id: number): Promise<EditSlabResponse> {
      return { slablist: await ownSlab(auth, id) };
    },
    async create(auth: AdminAuth, slab: CreateSlabRequest): Promise<EditSlabResponse & { message: string }> {
      if (slab.client_id !== undefined) assertSameClient(auth, slab.client_id);
      const carrier = ownRecord(auth, await directory.carrier(slab.career_id), (c) => c.client_id, 'Carrier not found');
      const clientName = (await directory.clientName(auth.clientId)) ?? '';
      const id = await db.transaction(async (tx) => {
        const repo = createSlabRepository(tx);
        await assertNoOverlap(repo, auth.clientId, carrier.id, slab);
        return repo.create(auth.clientId, clientName, slab);
      });
      return { message: 'Slab created', slablist: (await slabs.findById(id))! };
    },
    async update(auth: AdminAuth, slab: UpdateSlabRequest): Promise<EditSlabResponse & { message: string }> {
      if (slab.client_id !== undefined) assertSameClient(auth, slab.client_id);
      const current = await ownSlab(auth, slab.id);
      await changeSlab(db, auth.clientId, current.career_id, slab);
      return { message: 'Slab updated', slablist: (await slabs.findById(slab.id))! };
    },
  };
}
export type SlabService = ReturnType<typeof createSlabService>;
