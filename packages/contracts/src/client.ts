import { z } from 'zod';

export const CLIENT_TYPES = ['PLATFORM', 'MGU', 'TPA', 'CARRIER'] as const;
export const clientTypeSchema = z.enum(CLIENT_TYPES);
export type ClientType = z.infer<typeof clientTypeSchema>;

/** The client (tenant) as /editclient answers it. */
export interface Client {
  id: number;
  Client_TranDt: string | null;
  Client_Type: ClientType;
  Client_Cd: string | null;
  Client_FullName: string;
  Client_ShortName: string | null;
  Client_StreetAddr1: string | null;
  Client_CityCd: string | null;
  Client_StateCd: string | null;
  Client_CountryCd: string | null;
  Client_ZipCd: string | null;
  Client_Phone: string | null;
  Client_Email: string | null;
  Client_AdminName: string | null;
  Client_AdminEmail: string | null;
  Client_LoginID: string | null;
  Client_PointingId: string | null;
}
export interface EditClientResponse {
  client: Client;
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
}
export interface EditClientUserResponse {
  user: ClientUser;
  usertype: UserType;
  agent_id: number | null;
  agent_code: string | null;
  agent_name: string | null;
}
