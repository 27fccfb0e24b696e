import { z } from 'zod';
import { newPasswordSchema } from './auth';
import { idSchema } from './common';
import { optionalEmail, optionalPhone, optionalText, requiredText } from './form-values';
import { optionalMoneyAmount } from './money';

export const COMPANY_TYPES = ['MGU', 'TPA', 'CARRIER'] as const;
export const companyTypeSchema = z.enum(COMPANY_TYPES, { error: 'must be MGU, TPA or CARRIER' });
export type CompanyType = z.infer<typeof companyTypeSchema>;

export const TWO_FACTOR_SETTINGS = ['enabled', 'disabled'] as const;

/** Limits of the documents uploaded with a company (checked by the server, announced by the form). */
export const COMPANY_DOCUMENT_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxFiles: 10,
  /** Extension -> the content types accepted for it. */
  types: {
    pdf: ['application/pdf'],
    png: ['image/png'],
    jpg: ['image/jpeg'],
    jpeg: ['image/jpeg'],
    doc: ['application/msword'],
    docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    xls: ['application/vnd.ms-excel'],
    xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    csv: ['text/csv', 'application/vnd.ms-excel', 'text/plain'],
    txt: ['text/plain'],
  } as Record<string, readonly string[]>,
} as const;

export interface CompanyDocument {
  id: number;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  uploaded_at: string;
}

/** A client company as answered (the password is stored hashed and never answered). Dates are 'YYYY-MM-DD'. */
export interface Company {
  id: number;
  companyName: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  phoneNumber1: string | null;
  phoneNumber2: string | null;
  email: string | null;
  ownerName: string | null;
  ownerPhoneNumber: string | null;
  ownerEmail: string | null;
  companyContactPerson: string | null;
  contactPersonEmail: string | null;
  contactPersonPhoneNumber: string | null;
  type: CompanyType;
  licenceId: string | null;
  startDate: string | null;
  endDate: string | null;
  planName: string | null;
  planAmount: number | null;
  documentUpload: string | null;
  interlink: string | null;
  username: string | null;
  twoFactorAuthentication: 'enabled' | 'disabled';
  /** The client (tenant) this company is, when it has a login on the portal. */
  client_id: number | null;
}

export interface CompanyWithDocuments extends Company {
  documents: CompanyDocument[];
}

const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;
/** Dates arrive as 'YYYY-MM-DD' (or a longer ISO value whose first 10 characters are the date). */
const date = z.preprocess(
  (value) => (typeof value === 'string' && value.length > 10 ? value.slice(0, 10) : blankToNull(value)),
  z.iso.date('must be a date (YYYY-MM-DD)').nullable(),
);
/** Every field of the company form; multipart bodies send them as text. */
export const companyFields = z
  .object({
    companyName: requiredText(200),
    address: optionalText(300),
    city: optionalText(100),
    state: optionalText(100),
    zipCode: optionalText(10),
    phoneNumber1: optionalPhone,
    phoneNumber2: optionalPhone,
    email: optionalEmail,
    ownerName: optionalText(200),
    ownerPhoneNumber: optionalPhone,
    ownerEmail: optionalEmail,
    companyContactPerson: optionalText(200),
    contactPersonEmail: optionalEmail,
    contactPersonPhoneNumber: optionalPhone,
    type: companyTypeSchema,
    licenceId: optionalText(100),
    startDate: date,
    endDate: date,
    planName: optionalText(100),
    planAmount: optionalMoneyAmount({ max: 9_999_999_999 }),
    documentUpload: optionalText(1000),
    interlink: optionalText(500),
    username: optionalText(100),
    /** Blank on edit keeps the stored password. */
    password: z.preprocess(blankToNull, newPasswordSchema.nullable()),
    twoFactorAuthentication: z.preprocess(
      (value) => blankToNull(value) ?? 'enabled',
      z.enum(TWO_FACTOR_SETTINGS, { error: 'must be enabled or disabled' }),
    ),
  })
  .refine((company) => !company.startDate || !company.endDate || company.startDate <= company.endDate, {
    message: 'must not be before the start date',
    path: ['endDate'],
  });
export type CompanyFields = z.infer<typeof companyFields>;

export const createCompanyRequest = companyFields;
export const updateCompanyRequest = z.object({
  companyData: z.intersection(companyFields, z.object({ id: idSchema })),
});
export interface CompanyListResponse {
  companies: Company[];
}
export interface CompanyResponse {
  company: CompanyWithDocuments;
}
export interface CompanySavedResponse {
  message: string;
  company: CompanyWithDocuments;
}
