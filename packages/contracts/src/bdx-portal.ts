import { z } from 'zod';
import { loginIdSchema, newPasswordSchema } from './auth';
import { bdxKind, type BdxKind } from './claims';
import { idSchema, optionalId, type Flag } from './common';
import { BDX_PERIOD_MESSAGE, BDX_PERIOD_PATTERN, OTP_LENGTH } from './constants';
import { moneyAmount } from './money';
import { normalisedPhone } from './phone';

/* ---------- Carrier (BDX portal) sign-in ---------- */

/** POST /carrierlogin answer: the token has the carrier audience; career_id is the carrier company. */
export interface CarrierLoginResponse {
  message: string;
  token: string;
  user_id: number;
  client_id: number;
  career_id: number;
}

/* ---------- Forgot password / forgot login id (carrier portal and admin users alike) ---------- */

export { OTP_LENGTH } from './constants';
/**
 * The symbols an OTP is drawn from: digits and capital letters without the look-alikes
 * 0/O, 1/I/L (31 symbols, 31^4 = 923,521 codes). Typed in either case.
 */
export const OTP_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export const forgotValidateRequest = z.object({
  username: loginIdSchema('Login Id is required'),
});
export type ForgotValidateRequest = z.infer<typeof forgotValidateRequest>;

/**
 * Where the OTP can go, masked: Email like 'a***@s***.example', Phonenumber like 'XXX-XXX-1234'.
 * The answer has the same shape whether or not the login id exists.
 */
export interface ForgotValidateResponse {
  message: string;
  Email: string;
  Phonenumber: string;
}

export const forgotSendRequest = forgotValidateRequest;
export type ForgotSendRequest = ForgotValidateRequest;
/** `id` is the reference of this reset request, sent back with the OTP and the new password. */
export interface ForgotSendResponse {
  message: string;
  id: string;
}

const resetReference = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
  .regex(/^[0-9a-f]{32}$/, 'is not a valid reset reference');

export const otpCheckRequest = z.object({
  id: resetReference,
  otpvalue: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .regex(new RegExp(`^[0-9A-Za-z]{${OTP_LENGTH}}$`), `must be ${OTP_LENGTH} characters`),
});
export type OtpCheckRequest = z.infer<typeof otpCheckRequest>;
export interface OtpCheckResponse {
  message: string;
  id: string;
}

/** newpassword is the New Password field, password the Confirm Password field. */
export const passwordChangeRequest = z
  .object({ id: resetReference, newpassword: newPasswordSchema, password: z.string().min(1, 'is required').max(200) })
  .refine((body) => body.newpassword === body.password, { path: ['password'], message: 'does not match the new password' });
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequest>;

export const forgotLoginRequest = z.object({
  phonenumber: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .transform((value) => value.replace(/\D/g, ''))
    .pipe(z.string().min(7, 'must have at least 7 digits').max(15, 'must have at most 15 digits'))
    // Looked up as stored: the digits a valid number reads as (a country code typed twice and all).
    .transform((digits) => normalisedPhone(digits) ?? digits),
});
export type ForgotLoginRequest = z.infer<typeof forgotLoginRequest>;
export interface PortalMessage {
  message: string;
}

/* ---------- Bordereaux files ---------- */

/** A bordereaux file (spec 4 §3 'brdxList item'): what the portal and the admin area (AdminBdxFile) both list. */
export interface BdxFileRecord {
  id: number;
  createdAt: string;
  sender_name: string;
  sender_id: string;
  period: string;
  file_name: string;
  control_value: string;
  imported: Flag;
  approved: Flag;
  processed: Flag;
  /** Premium or claims. */
  kind?: BdxKind;
}

/** A bordereaux file as the portal lists it; importedview '1' once imported to the carrier's main location. */
export interface BrdxListItem extends BdxFileRecord {
  importedview: Flag;
}
export interface BrdxListResponse {
  brdxList: BrdxListItem[];
}

/** The portal's lists are asked for the token's client and carrier company; other ids are refused. */
export const carrierScopedRequest = z.object({ client_id: idSchema, career_id: idSchema });
export type CarrierScopedRequest = z.infer<typeof carrierScopedRequest>;

const text20 = (label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(1, `${label} is required`)
    .max(20, 'must be at most 20 characters');

/** A bordereau's period: digits only, month and year (MMYYYY); '03/2026' is read as 032026. */
export const bdxPeriod = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(z.string().regex(BDX_PERIOD_PATTERN, BDX_PERIOD_MESSAGE));

/** The Control Value in USD as sent by the forms (currency symbol already stripped). */
export const bdxControlValue = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
  .trim()
  .max(20, 'must be at most 20 characters')
  .regex(/^\d+(\.\d{1,2})?$/, 'must be an amount like 1250.50');

/**
 * An id in an upload's form: every multipart value is text, so a whole or signed number is read
 * as one first, and '-1' or '1.5' are told what a JSON body's -1 or 1.5 is ('must be a positive
 * number', 'must be a whole number'), not that they are no number.
 */
export const formIdSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
  idSchema,
);

/** A name an upload's form carries along (the carrier's, the line's): shown, never relied on. */
export const uploadText = z.string({ error: 'must be text' }).max(200, 'must be at most 200 characters');

/**
 * The text fields of a bordereau upload, from the carrier (/createbybdx) or the admin area
 * (/createbrdxsamplefile, adminBdxUploadFields); the file travels as `file`. The carrier names
 * the sender (its own company) and its carrier comes from the token; the admin names the carrier.
 */
export const bdxUploadFields = z.object({
  client_id: formIdSchema.optional(),
  career_id: formIdSchema.optional(),
  client_name: uploadText.optional(),
  career_name: uploadText.optional(),
  reciver_name: uploadText.optional(),
  sender_name: text20('Sender Company Name'),
  sender_id: text20('Sender ID'),
  period: bdxPeriod,
  control_value: bdxControlValue,
  intake_id: formIdSchema,
  intake_name: uploadText.optional(),
  sublob: uploadText.optional(),
  /** Premium (the default) or claims. */
  kind: bdxKind.default('premium'),
});
export type BdxUploadFields = z.infer<typeof bdxUploadFields>;
export interface CreateByBdxResponse {
  message: string;
  brdx: BrdxListItem;
}

/** Upload limits, shared by the form and the server. */
export { BDX_INVALID_TYPE_MESSAGE, BDX_UPLOAD_EXTENSIONS, BDX_UPLOAD_MAX_BYTES } from './constants';

/* ---------- Carrier, LOBs and slabs seen from the portal ---------- */

/** /editclient answered to a carrier token: only what the portal header shows. */
export interface CarrierClientResponse {
  client: { id: number; Client_FullName: string };
}

export interface PortalCarrier {
  id: number;
  client_id: number;
  carriername: string;
}
export interface EditCarrierResponse {
  carrier: PortalCarrier;
}

export interface ClientIntakeCategory {
  id: number;
  category_name: string;
  sublob: string | null;
}
export interface ClientIntakeCategoryResponse {
  intakecategory: ClientIntakeCategory[];
}

export interface Slab {
  id: number;
  slab_name: string;
  noofparticipant: number;
  lowerlimit: string;
  upperlimit: string;
  amount: string;
  client_id: number;
  client_name: string;
  /** The carrier of the client's directory the slab applies to, when it is for one carrier. */
  career_id: number | null;
}
export interface EditSlabResponse {
  slablist: Slab;
}

// Thousands separators and a currency sign are allowed; anything else that is not a number is refused.
const amount = moneyAmount();

/** Lower limit strictly below the upper limit (slab rule; overlap with other slabs is checked by the server). */
function checkSlabLimits(slab: { lowerlimit: number; upperlimit: number }, ctx: z.RefinementCtx): void {
  if (slab.lowerlimit > slab.upperlimit) {
    ctx.addIssue({ code: 'custom', path: ['lowerlimit'], message: 'must not be above the upper limit' });
  } else if (slab.lowerlimit === slab.upperlimit) {
    ctx.addIssue({ code: 'custom', path: ['lowerlimit'], message: 'must be below the upper limit' });
  }
}

const slabFields = {
  slab_name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  noofparticipant: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number') })
      .int('must be a whole number')
      .min(0, 'must not be negative')
      .max(1_000_000, 'is too large'),
  ),
  lowerlimit: amount,
  upperlimit: amount,
  amount,
  // The caller's client, from the token: a form's blank copy is none.
  client_id: optionalId,
  client_name: z.string().max(200).optional(),
};

/** A new slab of the caller's client for one carrier of its directory (admin area). */
export const createSlabRequest = z.object({ ...slabFields, career_id: idSchema }).superRefine(checkSlabLimits);
export type CreateSlabRequest = z.infer<typeof createSlabRequest>;

export const updateSlabRequest = z
  .object({
    id: idSchema,
    ...slabFields,
  })
  .superRefine(checkSlabLimits);
export type UpdateSlabRequest = z.infer<typeof updateSlabRequest>;
/** The body of /updateslab: the spec wraps the slab in `userData`, as every other update does; the flat slab is accepted too. */
export const updateSlabBody = z.preprocess(
  (body) => (body && typeof body === 'object' && 'userData' in body ? (body as { userData: unknown }).userData : body),
  updateSlabRequest,
);
export interface UpdateSlabResponse {
  message: string;
  slablist: Slab;
}

