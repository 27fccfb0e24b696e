import type {
  Attribute,
  AttributeGroup,
  IntakeAttributeGroup,
  IntakeCategory,
  IntakeCoverage,
  IntakePackage,
  Versioned,
} from '@kyubos/contracts';
import type { Db } from '../db/db';

/** One rank/active pair of a list's Save, as validated. */
export interface RankChange {
  id: number;
  rank: number;
  active: '0' | '1';
}

const CATEGORY = 'id, client_id, category_name, sublob, document, intaketype, updated_at AS "updatedAt"';
const PACKAGE = `p.id, p.client_id, p.listcategory_id, p.category_id, c.category_name, c.sublob AS category_sublob, p.subcategory_name,
  p.coverage_limit::float8 AS coverage_limit, p.coverage_premimum::float8 AS coverage_premimum, p.document`;
const PACKAGE_FROM = 'intake_packages p JOIN intake_categories c ON c.id = p.category_id';
const COVERAGE = `id, client_id, package_id, coverage_name, coverage_limit::float8 AS coverage_limit,
  coverage_premium::float8 AS coverage_premium, covargerequired, updated_at AS "updatedAt"`;
const GROUP = 'id, client_id, name, displaytype, numberofrow::text AS numberofrow, rank, active';
const ATTRIBUTE = `id, group_id, client_id, name, attribute_name, attribute_type, radiogroup, selectgroup, isrequired, description,
  attributeformat, attribute_max_lenght, attribute_data_type, rank, active`;
const INTAKE_GROUP = 'id, client_id, intake_id, attribute_group_id, name, displaytype, numberofrow::text AS numberofrow, rank, active';

type RankTable = 'attribute_groups' | 'attributes' | 'intake_attribute_groups';

/** An attribute's own fields, as create and update write them. */
type AttributeValues = Omit<Attribute, 'id' | 'group_id' | 'client_id' | 'rank' | 'active'>;
/** The attribute's own fields in the column order of both writes (name … selectgroup). */
const attributeValues = (a: AttributeValues) => [
  a.name,
  a.attribute_name,
  a.attribute_type,
  a.radiogroup,
  a.isrequired,
  a.description,
  a.attributeformat,
  a.attribute_max_lenght,
  a.attribute_data_type,
  a.selectgroup,
];

/**
 * Sets ranks and active flags of rows that must all belong to the client (and, for
 * attributes, to the group): the number of rows changed tells whether they all did.
 */
async function saveRanks(db: Db, table: RankTable, clientId: number, rows: RankChange[]): Promise<number> {
  const changed = await db.query(
    `UPDATE ${table} AS t SET rank = v.rank, active = v.active
       FROM unnest($1::int[], $2::int[], $3::text[]) AS v(id, rank, active)
      WHERE t.id = v.id AND t.client_id = $4
      RETURNING t.id`,
    [rows.map((r) => r.id), rows.map((r) => r.rank), rows.map((r) => r.active), clientId],
  );
  return changed.length;
}

/** The client owning a record, or null when there is no such record. */
const ownerOf = async (db: Db, table: string, id: number) =>
  (await db.one<{ client_id: number }>(`SELECT client_id FROM ${table} WHERE id = $1`, [id]))?.client_id ?? null;

/**
 * The one read of a line of business by id, whatever its client: the caller checks the client,
 * so that another client's id can answer as its area does (403 or 404). The intake configuration
 * owns intake_categories; the other areas read a line of business through this.
 */
export const findIntakeCategory = (db: Db, id: number) =>
  db.one<IntakeCategory & Versioned>(`SELECT ${CATEGORY} FROM intake_categories WHERE id = $1`, [id]);

/** A line of business of this client, or null (none, or another client's). */
export async function findClientIntakeCategory(db: Db, clientId: number, id: number): Promise<(IntakeCategory & Versioned) | null> {
  const found = await findIntakeCategory(db, id);
  return found?.client_id === clientId ? found : null;
}

export function createIntakeConfigRepository(db: Db) {
  return {
    ownerOf: (table: 'intake_categories' | 'intake_packages' | 'intake_coverages' | RankTable, id: number) =>
      ownerOf(db, table, id),
    saveRanks: (table: RankTable, clientId: number, rows: RankChange[]) => saveRanks(db, table, clientId, rows),

    // Lines of business
    listCategories: (clientId: number) =>
      db.query<IntakeCategory>(`SELECT ${CATEGORY} FROM intake_categories WHERE client_id = $1 ORDER BY id`, [clientId]),
    findCategory: (id: number) => findIntakeCategory(db, id),
    async createCategory(clientId: number, c: Omit<IntakeCategory, 'id' | 'client_id'>): Promise<number> {
      const row = await db.one<{ id: number }>(
        `INSERT INTO intake_categories (client_id, category_name, sublob, document, intaketype)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [clientId, c.category_name, c.sublob, c.document, c.intaketype],
      );
      return row!.id;
    },
    updateCategory: (id: number, c: Omit<IntakeCategory, 'id' | 'client_id'>) =>
      db.query('UPDATE intake_categories SET category_name = $2, sublob = $3, document = $4, intaketype = $5, updated_at = now() WHERE id = $1', [
        id,
        c.category_name,
        c.sublob,
        c.document,
        c.intaketype,
      ]),

    // Packages
    listPackages: (clientId: number, categoryId: number) =>
      db.query<IntakePackage>(`SELECT ${PACKAGE} FROM ${PACKAGE_FROM} WHERE p.client_id = $1 AND p.category_id = $2 ORDER BY p.id`, [
        clientId,
        categoryId,
      ]),
    findPackage: (id: number) => db.one<IntakePackage>(`SELECT ${PACKAGE} FROM ${PACKAGE_FROM} WHERE p.id = $1`, [id]),
    async createPackage(p: Omit<IntakePackage, 'id' | 'category_name' | 'category_sublob'>): Promise<number> {
      const row = await db.one<{ id: number }>(
        `INSERT INTO intake_packages (client_id, category_id, listcategory_id, subcategory_name, coverage_limit, coverage_premimum, document)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [p.client_id, p.category_id, p.listcategory_id, p.subcategory_name, p.coverage_limit, p.coverage_premimum, p.document],
      );
      return row!.id;
    },
    updatePackage: (id: number, p: Pick<IntakePackage, 'subcategory_name' | 'coverage_limit' | 'coverage_premimum' | 'document'>) =>
      db.query(
        'UPDATE intake_packages SET subcategory_name = $2, coverage_limit = $3, coverage_premimum = $4, document = $5 WHERE id = $1',
        [id, p.subcategory_name, p.coverage_limit, p.coverage_premimum, p.document],
      ),
    removePackage: (id: number) => db.query('DELETE FROM intake_packages WHERE id = $1', [id]),
    /** Codes of the programs that sell a package (product set-up): it cannot be removed under them. */
    programsSelling: async (packageId: number) =>
      (await db.query<{ program_code: string }>('SELECT program_code FROM intake_programs WHERE package_id = $1 ORDER BY program_code', [packageId])).map(
        (p) => p.program_code,
      ),

    // Coverages
    listCoverages: (clientId: number, packageId: number) =>
      db.query<IntakeCoverage & Versioned>(`SELECT ${COVERAGE} FROM intake_coverages WHERE client_id = $1 AND package_id = $2 ORDER BY id`, [
        clientId,
        packageId,
      ]),
    findCoverage: (id: number) => db.one<IntakeCoverage>(`SELECT ${COVERAGE} FROM intake_coverages WHERE id = $1`, [id]),
    async createCoverage(c: Omit<IntakeCoverage, 'id'>): Promise<number> {
      const row = await db.one<{ id: number }>(
        `INSERT INTO intake_coverages (client_id, package_id, coverage_name, coverage_limit, coverage_premium, covargerequired)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [c.client_id, c.package_id, c.coverage_name, c.coverage_limit, c.coverage_premium, c.covargerequired],
      );
      return row!.id;
    },
    /** Records already saved keep the required mark their coverage rows were stored with. */
    updateCoverage: (id: number, c: Pick<IntakeCoverage, 'coverage_name' | 'coverage_limit' | 'coverage_premium' | 'covargerequired'>) =>
      db.query('UPDATE intake_coverages SET coverage_name = $2, coverage_limit = $3, coverage_premium = $4, covargerequired = $5, updated_at = now() WHERE id = $1', [
        id,
        c.coverage_name,
        c.coverage_limit,
        c.coverage_premium,
        c.covargerequired,
      ]),
    /** Live records whose coverage table holds the coverage, taken or declined. */
    coverageRecords: async (clientId: number, id: number) =>
      (
        await db.one<{ count: number }>(
          `SELECT count(*)::int AS count FROM policy_quotations
            WHERE company_id = $1 AND deleted_at IS NULL AND policycoverage @> jsonb_build_array(jsonb_build_object('coverage_id', $2::int))`,
          [clientId, id],
        )
      )!.count,
    removeCoverage: (id: number) => db.query('DELETE FROM intake_coverages WHERE id = $1', [id]),

    // Attribute groups
    listGroups: (clientId: number) =>
      db.query<AttributeGroup>(`SELECT ${GROUP} FROM attribute_groups WHERE client_id = $1 ORDER BY rank, id`, [clientId]),
    findGroup: (id: number) => db.one<AttributeGroup>(`SELECT ${GROUP} FROM attribute_groups WHERE id = $1`, [id]),
    async createGroup(clientId: number, g: { name: string; displaytype: string; numberofrow: number }): Promise<number> {
      // A new group goes last.
      const row = await db.one<{ id: number }>(
        `INSERT INTO attribute_groups (client_id, name, displaytype, numberofrow, rank)
         VALUES ($1, $2, $3, $4, (SELECT COALESCE(MAX(rank), 0) + 1 FROM attribute_groups WHERE client_id = $1)) RETURNING id`,
        [clientId, g.name, g.displaytype, g.numberofrow],
      );
      return row!.id;
    },
    updateGroup: (id: number, g: { name: string; displaytype: string; numberofrow: number }) =>
      db.query('UPDATE attribute_groups SET name = $2, displaytype = $3, numberofrow = $4 WHERE id = $1', [
        id,
        g.name,
        g.displaytype,
        g.numberofrow,
      ]),
    /** Placements on intake forms keep a copy of the group's name and layout: refresh it. */
    refreshPlacements: (groupId: number) =>
      db.query(
        `UPDATE intake_attribute_groups i SET name = g.name, displaytype = g.displaytype, numberofrow = g.numberofrow
           FROM attribute_groups g WHERE g.id = $1 AND i.attribute_group_id = g.id`,
        [groupId],
      ),

    // Attributes
    listAttributes: (clientId: number, groupId: number) =>
      db.query<Attribute>(`SELECT ${ATTRIBUTE} FROM attributes WHERE client_id = $1 AND group_id = $2 ORDER BY rank, id`, [
        clientId,
        groupId,
      ]),
    findAttribute: (id: number) => db.one<Attribute>(`SELECT ${ATTRIBUTE} FROM attributes WHERE id = $1`, [id]),
    async createAttribute(a: Omit<Attribute, 'id' | 'rank' | 'active'>): Promise<number> {
      const row = await db.one<{ id: number }>(
        `INSERT INTO attributes (group_id, client_id, name, attribute_name, attribute_type, radiogroup, isrequired, description,
           attributeformat, attribute_max_lenght, attribute_data_type, selectgroup, rank)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
           (SELECT COALESCE(MAX(rank), 0) + 1 FROM attributes WHERE group_id = $1)) RETURNING id`,
        [a.group_id, a.client_id, ...attributeValues(a)],
      );
      return row!.id;
    },
    updateAttribute: (id: number, a: AttributeValues) =>
      db.query(
        `UPDATE attributes SET name = $2, attribute_name = $3, attribute_type = $4, radiogroup = $5, isrequired = $6,
           description = $7, attributeformat = $8, attribute_max_lenght = $9, attribute_data_type = $10, selectgroup = $11 WHERE id = $1`,
        [id, ...attributeValues(a)],
      ),

    // Attribute groups of a line of business
    listIntakeGroups: (clientId: number, intakeId: number) =>
      db.query<IntakeAttributeGroup>(
        `SELECT ${INTAKE_GROUP} FROM intake_attribute_groups WHERE client_id = $1 AND intake_id = $2 ORDER BY rank, id`,
        [clientId, intakeId],
      ),
    findIntakeGroup: (id: number) =>
      db.one<IntakeAttributeGroup>(`SELECT ${INTAKE_GROUP} FROM intake_attribute_groups WHERE id = $1`, [id]),
    async intakeHasGroup(intakeId: number, groupId: number, exceptId = 0): Promise<boolean> {
      return !!(await db.one('SELECT 1 FROM intake_attribute_groups WHERE intake_id = $1 AND attribute_group_id = $2 AND id <> $3', [
        intakeId,
        groupId,
        exceptId,
      ]));
    },
    async createIntakeGroup(clientId: number, intakeId: number, group: AttributeGroup): Promise<number> {
      const row = await db.one<{ id: number }>(
        `INSERT INTO intake_attribute_groups (client_id, intake_id, attribute_group_id, name, displaytype, numberofrow, rank)
         VALUES ($1, $2, $3, $4, $5, $6, (SELECT COALESCE(MAX(rank), 0) + 1 FROM intake_attribute_groups WHERE intake_id = $2))
         RETURNING id`,
        [clientId, intakeId, group.id, group.name, group.displaytype, Number(group.numberofrow)],
      );
      return row!.id;
    },
    updateIntakeGroup: (id: number, group: AttributeGroup) =>
      db.query(
        'UPDATE intake_attribute_groups SET attribute_group_id = $2, name = $3, displaytype = $4, numberofrow = $5 WHERE id = $1',
        [id, group.id, group.name, group.displaytype, Number(group.numberofrow)],
      ),
  };
}
export type IntakeConfigRepository = ReturnType<typeof createIntakeConfigRepository>;
