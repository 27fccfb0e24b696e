import type {
  AttributeGroupListResponse,
  AttributeGroupResponse,
  AttributeListResponse,
  AttributeResponse,
  CreatedResponse,
  IntakeAttributeGroupListResponse,
  IntakeAttributeGroupResponse,
  IntakeCategory,
  IntakeCategoryListResponse,
  IntakeCategoryResponse,
  IntakeCoverage,
  IntakeCoverageListResponse,
  IntakePackageListResponse,
  IntakePackageResponse,
  MessageResponse,
  Attribute,
  DisplayType,
  AttributeGroup,
} from '@kyubos/contracts';
import { conditionalAttributeFields, intakeCategoryLabel } from '@kyubos/domain';
import type { AdminAuth } from '../auth/tokens';
import { AppError, notFound } from '../app-error';
import { assertSameClient, ownRecord } from '../tenancy';
import { inUse } from '../intake-setup/in-use';
import type { Db } from '../db/db';
import { refuseDuplicate } from '../db/record-table';
import { assertUnchangedSince, lockSaved } from '../saved-meanwhile';
import type { RecordNames } from '../quotations/record-names';
import { createIntakeConfigRepository, type IntakeConfigRepository, type RankChange } from './repository';

type CategoryInput = Omit<IntakeCategory, 'id' | 'client_id'>;
interface PackageInput {
  subcategory_name: string;
  coverage_limit: number | null;
  coverage_premimum: number | null;
  document: string | null;
}
type CoverageInput = Omit<IntakeCoverage, 'id' | 'client_id' | 'package_id'>;
interface GroupInput {
  name: string;
  displaytype: DisplayType;
  numberofrow: number;
}
/** What an attribute's form sets; data type and max length are derived from it (storedAttribute). */
type AttributeInput = Pick<
  Attribute,
  'name' | 'attribute_name' | 'attribute_type' | 'radiogroup' | 'selectgroup' | 'isrequired' | 'description' | 'attributeformat'
>;

/** A record of the caller's client; a missing id and another client's both answer 404 '<what> not found'. */
const owned = <T extends { client_id: number }>(auth: AdminAuth, record: T | null, what: string): T =>
  ownRecord(auth, record, (r) => r.client_id, `${what} not found`);

/** A body's optional client_id, when sent, must be the caller's own as well. */
function sameClientIfSent(auth: AdminAuth, clientId: number | undefined): void {
  if (clientId !== undefined) assertSameClient(auth, clientId);
}


/** A line of business is named once per client, a coverage once per package (migration 407). */
const lineTaken = (line: { category_name: string; sublob?: string | null }) =>
  new AppError('Conflict', `A line of business ${intakeCategoryLabel(line)} already exists`, 409);
const coverageTaken = (name: string) => new AppError('Conflict', `Coverage ${name} is already in this package`, 409);
/** An attribute group is named once per client, case and outer spaces aside (migration 413). */
const groupTaken = (name: string) => new AppError('Conflict', `An attribute group ${name} already exists`, 409);
/** `names`: the records of a renamed line follow its name (the server's; the seed renames nothing). */
export function createIntakeConfigService(db: Db, names?: RecordNames) {
  const repo = createIntakeConfigRepository(db);
  const category = async (auth: AdminAuth, id: number) => owned(auth, await repo.findCategory(id), 'Line of business');
  const pkg = async (auth: AdminAuth, id: number) => owned(auth, await repo.findPackage(id), 'Package');
  const group = async (auth: AdminAuth, id: number) => owned(auth, await repo.findGroup(id), 'Attribute group');

  /**
   * All rows or none: one row of another client, or one that does not exist, refuses the whole
   * save with the record's own 404, as every call by id answers (`what`: the record's name).
   */
  async function saveRanks(auth: AdminAuth, table: Parameters<IntakeConfigRepository['saveRanks']>[0], what: string, rows: RankChange[]) {
    await db.transaction(async (tx) => {
      const changed = await createIntakeConfigRepository(tx).saveRanks(table, auth.clientId, rows);
      if (changed !== rows.length) throw notFound(`${what} not found`);
    });
    return { message: 'Saved successfully' };
  }

  /** Attribute fields as stored: conditional ones cleared, data type and max length derived. */
  const storedAttribute = (input: AttributeInput) => ({ ...input, ...conditionalAttributeFields(input) });

  return {
    // ------------------------------------------------------------ Lines of business
    async listCategories(auth: AdminAuth, clientId: number): Promise<IntakeCategoryListResponse> {
      assertSameClient(auth, clientId);
      return { intakecategory: await repo.listCategories(clientId) };
    },
    async createCategory(auth: AdminAuth, clientId: number, input: CategoryInput): Promise<CreatedResponse> {
      assertSameClient(auth, clientId);
      return { message: 'Line of business created', id: await refuseDuplicate(() => lineTaken(input), () => repo.createCategory(clientId, input)) };
    },
    async editCategory(auth: AdminAuth, id: number): Promise<IntakeCategoryResponse> {
      return { intake: await category(auth, id) };
    },
    /** `readAt`: the line's updatedAt as the form read it; saved since, 409 and nothing written. */
    async updateCategory(auth: AdminAuth, id: number, clientId: number | undefined, input: CategoryInput, readAt: string): Promise<MessageResponse> {
      sameClientIfSent(auth, clientId);
      const before = await category(auth, id);
      await db.transaction(async (tx) => {
        assertUnchangedSince('This line of business', await lockSaved(tx, 'intake_categories', id), readAt);
        await refuseDuplicate(() => lineTaken(input), () => createIntakeConfigRepository(tx).updateCategory(id, input));
      });
      if (before.category_name !== input.category_name || (before.sublob ?? null) !== (input.sublob ?? null)) names?.follow(id);
      return { message: 'Line of business updated' };
    },

    // ------------------------------------------------------------ Packages
    async listPackages(auth: AdminAuth, categoryId: number): Promise<IntakePackageListResponse> {
      await category(auth, categoryId);
      return { intakesubcategory: await repo.listPackages(auth.clientId, categoryId) };
    },
    async createPackage(
      auth: AdminAuth,
      body: { client_id: number; category_id: number; listcategory_id: number | null } & PackageInput,
    ): Promise<CreatedResponse> {
      assertSameClient(auth, body.client_id);
      await category(auth, body.category_id);
      const id = await repo.createPackage({ ...body, client_id: auth.clientId });
      return { message: 'Package created', id };
    },
    async editPackage(auth: AdminAuth, id: number): Promise<IntakePackageResponse> {
      return { intakesub: await pkg(auth, id) };
    },
    async updatePackage(auth: AdminAuth, id: number, clientId: number | undefined, input: PackageInput): Promise<MessageResponse> {
      sameClientIfSent(auth, clientId);
      await pkg(auth, id);
      await repo.updatePackage(id, input);
      return { message: 'Package updated' };
    },
    async removePackage(auth: AdminAuth, id: number): Promise<MessageResponse> {
      await pkg(auth, id);
      const programs = await repo.programsSelling(id);
      if (programs.length > 0) {
        const named = programs.length === 1 ? `program ${programs[0]}` : `programs ${programs.join(', ')}`;
        throw new AppError('Conflict', `This package is sold by ${named}: change or remove ${programs.length === 1 ? 'it' : 'them'} first`, 409);
      }
      await repo.removePackage(id);
      return { message: 'Package removed' };
    },

    // ------------------------------------------------------------ Coverages
    async listCoverages(auth: AdminAuth, packageId: number): Promise<IntakeCoverageListResponse> {
      await pkg(auth, packageId);
      return { intakecoverage: await repo.listCoverages(auth.clientId, packageId) };
    },
    async createCoverage(auth: AdminAuth, body: { client_id: number; package_id: number } & CoverageInput): Promise<CreatedResponse> {
      assertSameClient(auth, body.client_id);
      await pkg(auth, body.package_id);
      return {
        message: 'Coverage created',
        id: await refuseDuplicate(() => coverageTaken(body.coverage_name), () => repo.createCoverage({ ...body, client_id: auth.clientId })),
      };
    },
    /** `readAt`: the coverage's updatedAt as the form read it; saved since, 409 and nothing written. */
    async updateCoverage(auth: AdminAuth, id: number, clientId: number | undefined, input: CoverageInput, readAt: string): Promise<MessageResponse> {
      sameClientIfSent(auth, clientId);
      owned(auth, await repo.findCoverage(id), 'Coverage');
      await db.transaction(async (tx) => {
        assertUnchangedSince('This coverage', await lockSaved(tx, 'intake_coverages', id), readAt);
        await refuseDuplicate(() => coverageTaken(input.coverage_name), () => createIntakeConfigRepository(tx).updateCoverage(id, input));
      });
      return { message: 'Coverage updated' };
    },
    async removeCoverage(auth: AdminAuth, id: number): Promise<MessageResponse> {
      owned(auth, await repo.findCoverage(id), 'Coverage');
      // A record's coverage table holds each coverage of its program, taken or declined: without it the record could not be saved again.
      await db.transaction(async (tx) => {
        const r = createIntakeConfigRepository(tx);
        const records = await r.coverageRecords(auth.clientId, id);
        if (records > 0) throw inUse('coverage', records);
        await r.removeCoverage(id);
      });
      return { message: 'Coverage removed' };
    },

    // ------------------------------------------------------------ Attribute groups
    async listGroups(auth: AdminAuth, clientId: number): Promise<AttributeGroupListResponse> {
      assertSameClient(auth, clientId);
      return { Attiributecategory: await repo.listGroups(clientId) };
    },
    async createGroup(auth: AdminAuth, clientId: number, input: GroupInput): Promise<CreatedResponse> {
      assertSameClient(auth, clientId);
      return { message: 'Attribute group created', id: await refuseDuplicate(() => groupTaken(input.name), () => repo.createGroup(clientId, input)) };
    },
    async editGroup(auth: AdminAuth, id: number): Promise<AttributeGroupResponse> {
      return { Attiribute: await group(auth, id) };
    },
    async updateGroup(auth: AdminAuth, id: number, clientId: number | undefined, input: GroupInput): Promise<MessageResponse> {
      sameClientIfSent(auth, clientId);
      await group(auth, id);
      await refuseDuplicate(
        () => groupTaken(input.name),
        () =>
          db.transaction(async (tx) => {
            const writes = createIntakeConfigRepository(tx);
            await writes.updateGroup(id, input);
            await writes.refreshPlacements(id);
          }),
      );
      return { message: 'Attribute group updated' };
    },
    saveGroupRanks: (auth: AdminAuth, rows: RankChange[]) => saveRanks(auth, 'attribute_groups', 'Attribute group', rows),

    // ------------------------------------------------------------ Attributes
    async listAttributes(auth: AdminAuth, groupId: number, clientId: number): Promise<AttributeListResponse> {
      assertSameClient(auth, clientId);
      await group(auth, groupId);
      return { attribute: await repo.listAttributes(clientId, groupId) };
    },
    async createAttribute(
      auth: AdminAuth,
      body: { group_id: number; client_id: number } & AttributeInput,
    ): Promise<CreatedResponse> {
      assertSameClient(auth, body.client_id);
      await group(auth, body.group_id);
      const id = await repo.createAttribute({ ...storedAttribute(body), group_id: body.group_id, client_id: auth.clientId });
      return { message: 'Attribute created', id };
    },
    async editAttribute(auth: AdminAuth, id: number): Promise<AttributeResponse> {
      return { attribute: owned(auth, await repo.findAttribute(id), 'Attribute') };
    },
    async updateAttribute(auth: AdminAuth, id: number, clientId: number | undefined, input: AttributeInput): Promise<MessageResponse> {
      sameClientIfSent(auth, clientId);
      owned(auth, await repo.findAttribute(id), 'Attribute');
      await repo.updateAttribute(id, storedAttribute(input));
      return { message: 'Attribute updated' };
    },
    saveAttributeRanks: (auth: AdminAuth, rows: RankChange[]) => saveRanks(auth, 'attributes', 'Attribute', rows),

    // ------------------------------------------------------------ Attribute groups of a line of business
    async listIntakeGroups(auth: AdminAuth, intakeId: number, clientId: number): Promise<IntakeAttributeGroupListResponse> {
      assertSameClient(auth, clientId);
      await category(auth, intakeId);
      return { Attiributecategory: await repo.listIntakeGroups(clientId, intakeId) };
    },
    async createIntakeGroup(
      auth: AdminAuth,
      body: { client_id: number; intake_id: number; attribute_group_id: number },
    ): Promise<CreatedResponse> {
      assertSameClient(auth, body.client_id);
      await category(auth, body.intake_id);
      const chosen = await group(auth, body.attribute_group_id);
      await assertNotPlaced(body.intake_id, chosen);
      return { message: 'Attribute group added', id: await repo.createIntakeGroup(auth.clientId, body.intake_id, chosen) };
    },
    async editIntakeGroup(auth: AdminAuth, id: number): Promise<IntakeAttributeGroupResponse> {
      return { Attiribute: owned(auth, await repo.findIntakeGroup(id), 'Intake attribute group') };
    },
    async updateIntakeGroup(
      auth: AdminAuth,
      id: number,
      clientId: number | undefined,
      attributeGroupId: number,
    ): Promise<MessageResponse> {
      sameClientIfSent(auth, clientId);
      const placement = owned(auth, await repo.findIntakeGroup(id), 'Intake attribute group');
      const chosen = await group(auth, attributeGroupId);
      await assertNotPlaced(placement.intake_id, chosen, id);
      await repo.updateIntakeGroup(id, chosen);
      return { message: 'Attribute group updated' };
    },
    saveIntakeGroupRanks: (auth: AdminAuth, rows: RankChange[]) => saveRanks(auth, 'intake_attribute_groups', 'Intake attribute group', rows),
  };

  async function assertNotPlaced(intakeId: number, chosen: AttributeGroup, exceptId?: number) {
    if (await repo.intakeHasGroup(intakeId, chosen.id, exceptId)) {
      throw new AppError('Conflict', `${chosen.name} is already on this line of business`, 409);
    }
  }
}
export type IntakeConfigService = ReturnType<typeof createIntakeConfigService>;
