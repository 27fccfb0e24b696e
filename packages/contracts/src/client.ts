import { z } from 'zod';
import { idBody } from './common';

export const CLIENT_TYPES = ['PLATFORM', 'MGU', 'TPA', 'CARRIER'] as const;
export const clientTypeSchema = z.enum(CLIENT_TYPES);
export type ClientType = z.infer<typeof clientTypeSchema>;

/**
 * The client (tenant) as /editclient answers it: every field of spec 1 §3 except
 * Client_LoginPassWD (passwords are stored hashed on the user and never answered).
 * Dates are 'YYYY-MM-DD'.
 */
export interface Client {
  id: number;
  Client_PointingId: string | null;
  Client_TranDt: string | null;
  Client_Type: ClientType;
  Client_Cd: string | null;
  Client_SubCd: string | null;
  Client_FullName: string;
  Client_ShortName: string | null;
  Client_PrincipalContactPhone: string | null;
  Client_PrincipalContactEmail: string | null;
  Client_PrincipalContactDesignation: string | null;
  Client_LOBBitValue: number | null;
  Client_StreetAddr1: string | null;
  Client_StreetAddr2: string | null;
  Client_City_id: number | null;
  Client_CityCd: string | null;
  Client_State_id: number | null;
  Client_StateCd: string | null;
  Client_Country_id: number | null;
  Client_CountryCd: string | null;
  Client_ZipCd: string | null;
  Client_Phone: string | null;
  Client_Email: string | null;
  Client_OnboardingDt: string | null;
  Client_OffboardingDt: string | null;
  Client_DocId: string | null;
  Client_DocDt: string | null;
  Client_AbstractId: string | null;
  Client_AbstractSubId: string | null;
  Client_AdminLoginCd: string | null;
  Client_AdminLoginStatusDt: string | null;
  Client_AdminLoginStatus: string | null;
  Client_AdminName: string | null;
  Client_AdminPhone: string | null;
  Client_AdminEmail: string | null;
  Client_AdminDesignation: string | null;
  Client_BillingPersonId: string | null;
  Client_BillingPersonStatusDt: string | null;
  Client_BillingPersonStatus: string | null;
  Client_BillingPaidStatus: string | null;
  Client_BillingPersonName: string | null;
  Client_BillingPersonPhone: string | null;
  Client_BillingPersonEmail: string | null;
  Client_BillingPersonDesignation: string | null;
  Client_LoginID: string | null;
}
export const editClientRequest = idBody;
/** What staff screens need of their own client (name and type); client admins get the whole record. */
export const CLIENT_SUMMARY_FIELDS = ['id', 'Client_FullName', 'Client_ShortName', 'Client_Type'] as const;
export type ClientSummary = Pick<Client, (typeof CLIENT_SUMMARY_FIELDS)[number]>;

/** A client admin or the platform administrator gets every field; a staff user only the summary. */
export interface EditClientResponse {
  client: ClientSummary & Partial<Client>;
}

export const USER_TYPES = ['Main', 'Agent'] as const;
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

/** A client user as /editclientuser answers it (never with a password). */
export interface ClientUser {
  id: number;
  firstname: string;
  lastname: string;
  phonenumber: string | null;
  email: string | null;
  username: string;
  company_id: number;
  category_id: number | null;
  usertype: UserType;
  agent_id: number | null;
  agent_code: string | null;
  agent_name: string | null;
  /** When it was last saved: the user form sends it back with its save (/updateclientuser). */
  updatedAt: string;
}
export const editClientUserRequest = idBody;
export interface EditClientUserResponse {
  user: ClientUser;
  usertype: UserType;
  agent_id: number | null;
  agent_code: string | null;
  agent_name: string | null;
}
