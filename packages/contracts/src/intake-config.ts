import { z } from 'zod';
import { flagSchema, idSchema, readVersionSchema, type Flag, type Versioned } from './common';
import { ATTRIBUTE_NAMES, type AttributeName } from './constants';
import { optionalText, requiredText } from './form-values';
import { moneyAmount } from './money';

/** Spec 2 §3 and §9: the fixed choices of the intake configuration forms. */
export const DISPLAY_TYPES = ['Single Column', 'Double Column', 'Table'] as const;
export type DisplayType = (typeof DISPLAY_TYPES)[number];
/** A new attribute group is one or two columns: Table is offered only when editing one (spec 2 §2). */
export const NEW_GROUP_DISPLAY_TYPES = ['Single Column', 'Double Column'] as const satisfies readonly DisplayType[];
export type NewGroupDisplayType = (typeof NEW_GROUP_DISPLAY_TYPES)[number];
/** Spec 2's input types, and SelectBox: spec 3 renders it (options in `selectgroup`), so it can be configured too. */
export const ATTRIBUTE_INPUT_TYPES = ['text', 'date', 'checkbox', 'email', 'radio', 'SelectBox', 'textarea', 'secure', 'PI secure'] as const;
export type AttributeInputType = (typeof ATTRIBUTE_INPUT_TYPES)[number];
export const ATTRIBUTE_DATA_TYPES = ['Numeric', 'Alphanumeric', 'String'] as const;
export type AttributeDataType = (typeof ATTRIBUTE_DATA_TYPES)[number];
export { ATTRIBUTE_NAMES, type AttributeName } from './constants';
/** 'Required' or '' (Not Required), as the older system stored it. */
export const MANDATORY_VALUES = ['Required', ''] as const;
export type Mandatory = (typeof MANDATORY_VALUES)[number];

/** Money as a number or numeric string, 0 or more, two decimals at most (moneyAmount). */
const amount = moneyAmount();
const optionalAmount = z.preprocess((value) => (value === '' ? null : value), amount.nullish()).transform((v) => v ?? null);
/** Ranks arrive as numbers or numeric strings (the rank cell is a text input). */
export const rankSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more').max(9999, 'is too large'),
);
const numberOfRowSchema = z.preprocess(
  (value) => (value === '' || value == null ? 0 : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more').max(100, 'must be at most 100'),
);

// ---------------------------------------------------------------- Lines of business (intake categories)

/** What a line of business is sold through when the form does not say; the quotation screens rely on it. */
export const DEFAULT_INTAKE_TYPE = 'Quotation';

export interface IntakeCategory {
  id: number;
  client_id: number;
  category_name: string;
  sublob: string | null;
  document: string | null;
  intaketype: string;
}
const categoryFields = {
  category_name: requiredText(100),
  sublob: optionalText(100),
  document: optionalText(500),
  intaketype: optionalText(50).transform((value) => value ?? DEFAULT_INTAKE_TYPE),
};
export const createIntakeCategoryRequest = z.object({ client_id: idSchema, ...categoryFields });
export type CreateIntakeCategoryRequest = z.input<typeof createIntakeCategoryRequest>;
/** `updatedAt`: the line's as the form read it (/editclientintakecategory). */
export const updateIntakeCategoryRequest = z.object({
  menucategoryData: z.object({
    id: idSchema,
    client_id: idSchema.optional(),
    ...categoryFields,
    updatedAt: readVersionSchema('line of business', '/editclientintakecategory'),
  }),
});
export type UpdateIntakeCategoryRequest = z.input<typeof updateIntakeCategoryRequest>;
export interface IntakeCategoryListResponse {
  intakecategory: IntakeCategory[];
}
export interface IntakeCategoryResponse {
  intake: IntakeCategory & Versioned;
}

/** Every create answers the new record's id; every update and delete a message. */
export interface CreatedResponse {
  message: string;
  id: number;
}
export interface MessageResponse {
  message: string;
}

// ---------------------------------------------------------------- Packages (intake sub-categories)

export interface IntakePackage {
  id: number;
  client_id: number;
  listcategory_id: number | null;
  category_id: number;
  /** Its line's name and Sub LOB label, which together name the line (intakeCategoryLabel). */
  category_name: string;
  category_sublob: string | null;
  subcategory_name: string;
  coverage_limit: number | null;
  coverage_premimum: number | null;
  document: string | null;
}
const packageFields = {
  subcategory_name: requiredText(100),
  coverage_limit: optionalAmount,
  coverage_premimum: optionalAmount,
  document: optionalText(500),
};
/** category_name is taken from the category itself; a body value is ignored. */
export const createIntakePackageRequest = z.object({
  client_id: idSchema,
  listcategory_id: idSchema.nullish(),
  category_id: idSchema,
  category_name: z.string().nullish(),
  ...packageFields,
});
export type CreateIntakePackageRequest = z.input<typeof createIntakePackageRequest>;
export const updateIntakePackageRequest = z.object({
  subcategoryDatalist: z.object({ id: idSchema, client_id: idSchema.optional(), ...packageFields }),
});
export type UpdateIntakePackageRequest = z.input<typeof updateIntakePackageRequest>;
/** cid is the category (line of business) whose packages are listed. */
export const packageListRequest = z.object({ cid: idSchema });
export interface IntakePackageListResponse {
  intakesubcategory: IntakePackage[];
}
export interface IntakePackageResponse {
  intakesub: IntakePackage;
}

// ---------------------------------------------------------------- Coverages of a package

export interface IntakeCoverage {
  id: number;
  client_id: number;
  package_id: number;
  coverage_name: string;
  coverage_limit: number;
  coverage_premium: number;
  /** 'required' (every quotation takes it, spec 3 §4) or '' (optional), as the older system stored it. */
  covargerequired: CoverageRequired;
}
/** A coverage's required mark as stored: 'required' or '' (optional). */
export const COVERAGE_REQUIRED_VALUES = ['required', ''] as const;
export type CoverageRequired = (typeof COVERAGE_REQUIRED_VALUES)[number];
const coverageFields = {
  coverage_name: requiredText(100),
  coverage_limit: amount,
  coverage_premium: amount,
  /** Absent means optional, on create and on update alike. */
  covargerequired: z.enum(COVERAGE_REQUIRED_VALUES, { error: "must be 'required' or '' (optional)" }).default(''),
};
export const coverageListRequest = z.object({ package_id: idSchema });
export const createIntakeCoverageRequest = z.object({ client_id: idSchema, package_id: idSchema, ...coverageFields });
export type CreateIntakeCoverageRequest = z.input<typeof createIntakeCoverageRequest>;
/** `updatedAt`: the coverage's as the form read it (its row of /viewclientintakecoverage). */
export const updateIntakeCoverageRequest = z.object({
  coverageData: z.object({
    id: idSchema,
    client_id: idSchema.optional(),
    ...coverageFields,
    updatedAt: readVersionSchema('coverage', '/viewclientintakecoverage'),
  }),
});
export type UpdateIntakeCoverageRequest = z.input<typeof updateIntakeCoverageRequest>;
export interface IntakeCoverageListResponse {
  intakecoverage: (IntakeCoverage & Versioned)[];
}

// ---------------------------------------------------------------- Attribute groups

export interface AttributeGroup {
  id: number;
  client_id: number;
  name: string;
  displaytype: DisplayType;
  numberofrow: string;
  rank: number;
  active: Flag;
}
/** The display types a form offers, and the refusal naming them: 'must be Single Column or Double Column'. */
const displayTypeSchema = <T extends readonly [DisplayType, ...DisplayType[]]>(offered: T) =>
  z.enum(offered, { error: `must be ${offered.slice(0, -1).join(', ')} or ${offered.at(-1)}` });
const groupFields = {
  name: requiredText(100),
  displaytype: displayTypeSchema(DISPLAY_TYPES),
  numberofrow: numberOfRowSchema,
};
/** Number of Row is needed for the Table display type (spec 2 §5). */
const tableNeedsRows = (group: { displaytype: DisplayType; numberofrow: number }, ctx: z.RefinementCtx, path: string[]) => {
  if (group.displaytype === 'Table' && group.numberofrow < 1) {
    ctx.addIssue({ code: 'custom', path: [...path, 'numberofrow'], message: 'is needed for the Table display type' });
  }
};
/** A new group: one or two columns, as the add form offers (Table is chosen on edit). */
export const createAttributeGroupRequest = z.object({
  client_id: idSchema,
  ...groupFields,
  displaytype: displayTypeSchema(NEW_GROUP_DISPLAY_TYPES),
});
export type CreateAttributeGroupRequest = z.input<typeof createAttributeGroupRequest>;
/** A stored group as its edit form saves it: any display type, Table with its rows. */
export const attributeGroupSchema = z
  .object({ id: idSchema, client_id: idSchema.optional(), ...groupFields })
  .superRefine((body, ctx) => tableNeedsRows(body, ctx, []));
export const updateAttributeGroupRequest = z.object({ attributegroupData: attributeGroupSchema });
export type UpdateAttributeGroupRequest = z.input<typeof updateAttributeGroupRequest>;
export const attributeGroupListRequest = z.object({ cid: idSchema });
export interface AttributeGroupListResponse {
  Attiributecategory: AttributeGroup[];
}
export interface AttributeGroupResponse {
  Attiribute: AttributeGroup;
}

/** One row of a list's Save: its rank and active flag. */
export const rankRowSchema = z.object({
  id: idSchema,
  rank: rankSchema,
  active: z.preprocess((v) => (typeof v === 'number' || typeof v === 'boolean' ? String(Number(v)) : v), flagSchema),
});
export type RankRow = z.input<typeof rankRowSchema>;
const rankRows = z
  .array(rankRowSchema)
  .min(1, 'must list at least one row')
  .max(500, 'is too long')
  .refine((rows) => new Set(rows.map((r) => r.id)).size === rows.length, 'must not list a row twice');
export const updateGroupRanksRequest = z.object({ AttributeGroupData: rankRows });
export type UpdateGroupRanksRequest = z.input<typeof updateGroupRanksRequest>;
export const updateAttributeRanksRequest = z.object({ AttributeData: rankRows });
export type UpdateAttributeRanksRequest = z.input<typeof updateAttributeRanksRequest>;

// ---------------------------------------------------------------- Attributes

export interface Attribute {
  id: number;
  group_id: number;
  client_id: number;
  name: string;
  /** The customer or record field the attribute holds; null for one of the line's own (Employees, VIN). */
  attribute_name: AttributeName | null;
  attribute_type: AttributeInputType;
  radiogroup: string | null;
  /** A SelectBox's options, comma-separated. */
  selectgroup: string | null;
  isrequired: Mandatory;
  description: string | null;
  attributeformat: string | null;
  attribute_max_lenght: string;
  attribute_data_type: AttributeDataType | null;
  rank: number;
  active: Flag;
}
/**
 * The server derives attribute_data_type and attribute_max_lenght from the format (the shared
 * rule of @kyubos/domain), so values sent for them are accepted but not trusted.
 */
const attributeFields = {
  name: requiredText(100),
  // Optional: an attribute that holds no customer or record field (Employees, VIN) names none.
  attribute_name: z
    .preprocess((v) => (v === '' ? null : v), z.enum(ATTRIBUTE_NAMES, { error: 'is not one of the listed attribute names' }).nullish())
    .transform((v) => v ?? null),
  attribute_type: z.enum(ATTRIBUTE_INPUT_TYPES, { error: 'is not one of the input types' }),
  radiogroup: optionalText(100),
  selectgroup: optionalText(1000),
  isrequired: z.preprocess((v) => (v == null || v === 'Not Required' ? '' : v), z.enum(MANDATORY_VALUES, { error: 'must be Required or Not Required' })),
  description: optionalText(1000),
  attributeformat: optionalText(100),
  attribute_max_lenght: z.unknown().optional(),
  attribute_data_type: z.unknown().optional(),
};
/** A radio needs its group, a SelectBox its options. */
const radioNeedsGroup = (
  body: { attribute_type: AttributeInputType; radiogroup: string | null; selectgroup: string | null },
  ctx: z.RefinementCtx,
) => {
  if (body.attribute_type === 'radio' && !body.radiogroup) {
    ctx.addIssue({ code: 'custom', path: ['radiogroup'], message: 'is required for a radio attribute' });
  }
  if (body.attribute_type === 'SelectBox' && !body.selectgroup?.split(',').some((option) => option.trim())) {
    ctx.addIssue({ code: 'custom', path: ['selectgroup'], message: 'is required for a SelectBox attribute' });
  }
};
export const createAttributeRequest = z
  .object({ group_id: idSchema, client_id: idSchema, ...attributeFields })
  .superRefine(radioNeedsGroup);
export type CreateAttributeRequest = z.input<typeof createAttributeRequest>;
export const updateAttributeRequest = z.object({
  attributeData: z.object({ id: idSchema, client_id: idSchema.optional(), ...attributeFields }).superRefine(radioNeedsGroup),
});
export type UpdateAttributeRequest = z.input<typeof updateAttributeRequest>;
export const attributeListRequest = z.object({ gid: idSchema, client_id: idSchema });
export interface AttributeListResponse {
  attribute: Attribute[];
}
export interface AttributeResponse {
  attribute: Attribute;
}

// ---------------------------------------------------------------- Attribute groups of a line of business

export interface IntakeAttributeGroup {
  id: number;
  client_id: number;
  intake_id: number;
  attribute_group_id: number;
  name: string;
  displaytype: DisplayType;
  numberofrow: string;
  rank: number;
  active: Flag;
}
/** name, displaytype and numberofrow are copied from the chosen group; body values are ignored. */
const copiedGroupFields = { name: z.unknown().optional(), displaytype: z.unknown().optional(), numberofrow: z.unknown().optional() };
export const createIntakeAttributeGroupRequest = z.object({
  client_id: idSchema,
  intake_id: idSchema,
  attribute_group_id: idSchema,
  ...copiedGroupFields,
});
export type CreateIntakeAttributeGroupRequest = z.input<typeof createIntakeAttributeGroupRequest>;
export const updateIntakeAttributeGroupRequest = z.object({
  attributegroupData: z.object({ id: idSchema, client_id: idSchema.optional(), attribute_group_id: idSchema, ...copiedGroupFields }),
});
export type UpdateIntakeAttributeGroupRequest = z.input<typeof updateIntakeAttributeGroupRequest>;
export const intakeAttributeGroupListRequest = z.object({ intake_id: idSchema, cid: idSchema });
export interface IntakeAttributeGroupListResponse {
  Attiributecategory: IntakeAttributeGroup[];
}
export interface IntakeAttributeGroupResponse {
  Attiribute: IntakeAttributeGroup;
}
