import { z } from 'zod';
import { optionalNewPassword } from './auth';
import type { ClientType } from './client';
import { containerNameProblem } from './bdx-storage';
import { idSchema } from './common';
import { optionalEmail, optionalPhone, optionalText, requiredText } from './form-values';

/** The three directories of spec 2 share one record shape; only the name key differs. */
export const PARTNER_KINDS = ['carrier', 'tpa', 'mga'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];
/** The client type a directory's partners have on the platform (an MGA is an MGU client). */
export const PARTNER_CLIENT_TYPE = { carrier: 'CARRIER', tpa: 'TPA', mga: 'MGU' } as const satisfies Record<PartnerKind, ClientType>;
export const PARTNER_NAME_KEY = { carrier: 'carriername', tpa: 'TPAname', mga: 'MGAname' } as const satisfies Record<PartnerKind, string>;
export type PartnerNameKey = (typeof PARTNER_NAME_KEY)[PartnerKind];

export const MEMBER_TYPES = ['Kyubos', 'Non Kyubos'] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];

/** The contact and account fields of a directory entry, as stored, sent and answered alike (secrets apart). */
export interface PartnerContactFields {
  phonenumber: string | null;
  email: string | null;
  fax: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  websiteaddress: string | null;
  kyubosid: string;
  username: string | null;
  BDX_Username: string;
  containername: string;
}

/**
 * A directory entry as lists and edit forms receive it. Secrets are never answered:
 * `password_set` and `BDX_Password_set` only say whether one is stored.
 */
export interface PartnerFields extends PartnerContactFields {
  id: number;
  client_id: number;
  membertype: MemberType;
  blobfolder: string;
  password_set: boolean;
  BDX_Password_set: boolean;
}
export type Carrier = PartnerFields & { carriername: string };
export type Tpa = PartnerFields & { TPAname: string };
export type Mga = PartnerFields & { MGAname: string };
export type Partner = PartnerFields & { name: string };

/** An empty secret on update keeps the stored one. */
const optionalSecret = z
  .string()
  .max(200, 'must be at most 200 characters')
  .nullish()
  .transform((value) => (value ? value : null));
/** The FTP account key of a create (spec 2 §5): required, named with every other field at fault. */
const requiredSecret = z.preprocess((value) => value ?? '', z.string().min(1, 'is required').max(200, 'must be at most 200 characters'));

const commonFields = {
  phonenumber: optionalPhone,
  email: optionalEmail,
  fax: optionalPhone,
  address: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  zipcode: optionalText(20),
  websiteaddress: optionalText(200),
  kyubosid: requiredText(50),
  username: optionalText(100),
  /** The portal password: blank on update keeps the stored one; a new one follows the password rule. */
  password: optionalNewPassword,
  BDX_Username: requiredText(100),
  BDX_Password: optionalSecret,
  containername: requiredText(100).superRefine((name, ctx) => {
    const problem = containerNameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
};

/**
 * The directory form's fields, the name under `name` (each directory sends it under its own key).
 * The FTP account key is required unless one is stored: the edited entry's `BDX_Password_set`
 * (kept beside the fields, hence a loose object) says so. The rule runs whatever else is at
 * fault, so an empty Save names the key with every other required field at once.
 */
export const partnerFormFields = z
  .looseObject({
    name: requiredText(150),
    membertype: z.enum(MEMBER_TYPES, { error: 'must be Kyubos or Non Kyubos' }),
    ...commonFields,
  })
  .refine((form) => form.BDX_Password_set === true || Boolean(form.BDX_Password), {
    path: ['BDX_Password'],
    message: 'is required',
    when: ({ value }) => typeof value === 'object' && value !== null,
  });

/** The body of a directory's create or update, with its own name key mapped to `name`. */
function partnerSchemas<K extends PartnerNameKey>(nameKey: K) {
  const nameShape = { [nameKey]: requiredText(150) } as Record<K, ReturnType<typeof requiredText>>;
  // The FTP account key is required on create; on update an empty one keeps the stored key.
  const create = z.object({
    client_id: idSchema,
    membertype: z.enum(MEMBER_TYPES, { error: 'must be Kyubos or Non Kyubos' }),
    ...commonFields,
    BDX_Password: requiredSecret,
    ...nameShape,
  });
  // Member type is read-only on edit: a value sent is ignored.
  const update = z.object({
    userData: z.object({ id: idSchema, client_id: idSchema.optional(), membertype: z.unknown().optional(), ...commonFields, ...nameShape }),
  });
  return { create, update };
}

export const carrierSchemas = partnerSchemas('carriername');
export const tpaSchemas = partnerSchemas('TPAname');
export const mgaSchemas = partnerSchemas('MGAname');
export type CreateCarrierRequest = z.input<typeof carrierSchemas.create>;
export type CreateTpaRequest = z.input<typeof tpaSchemas.create>;
export type CreateMgaRequest = z.input<typeof mgaSchemas.create>;

/** What create and update carry once the name key is mapped to `name`. */
export interface PartnerInput extends PartnerContactFields {
  name: string;
  password: string | null;
  BDX_Password: string | null;
}

export const pointingIdLookupRequest = z.object({ kyubosid: requiredText(50) });
/** A found platform client; a miss answers 404 { message: 'Invalid Kyubos id' }. */
export interface PointingIdLookupResponse {
  client: { id: number; Client_PointingId: string; Client_FullName: string; Client_Type: string };
}

export interface CarrierListResponse {
  carrier: Carrier[];
}
export interface CarrierResponse {
  carrier: Carrier;
}
export interface TpaListResponse {
  tpa: Tpa[];
}
export interface TpaResponse {
  tpa: Tpa;
}
export interface MgaListResponse {
  mga: Mga[];
}
export interface MgaResponse {
  mga: Mga;
}
