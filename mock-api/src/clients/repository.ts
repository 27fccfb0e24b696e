import type { Client } from '@kyubos/contracts';
import type { Db } from '../db/db';

/** Every answered column: `satisfies` fails to compile when the Client contract gains or loses one. */
const CLIENT_FIELDS = {
  id: true, Client_PointingId: true, Client_TranDt: true, Client_Type: true, Client_Cd: true,
  Client_SubCd: true, Client_FullName: true, Client_ShortName: true,
  Client_PrincipalContactPhone: true, Client_PrincipalContactEmail: true,
  Client_PrincipalContactDesignation: true, Client_LOBBitValue: true, Client_StreetAddr1: true,
  Client_StreetAddr2: true, Client_City_id: true,
  Client_CityCd: true, Client_State_id: true, Client_StateCd: true, Client_Country_id: true,
  Client_CountryCd: true, Client_ZipCd: true, Client_Phone: true, Client_Email: true,
  Client_OnboardingDt: true, Client_OffboardingDt: true, Client_DocId: true, Client_DocDt: true,
  Client_AbstractId: true, Client_AbstractSubId: true, Client_AdminLoginCd: true,
  Client_AdminLoginStatusDt: true, Client_AdminLoginStatus: true, Client_AdminName: true,
  Client_AdminPhone: true, Client_AdminEmail: true, Client_AdminDesignation: true,
  Client_BillingPersonId: true, Client_BillingPersonStatusDt: true,
  Client_BillingPersonStatus: true, Client_BillingPaidStatus: true, Client_BillingPersonName: true,
  Client_BillingPersonPhone: true, Client_BillingPersonEmail: true,
  Client_BillingPersonDesignation: true, Client_LoginID: true,
} satisfies Record<keyof Client, true>;

const SELECT_CLIENT = `SELECT ${Object.keys(CLIENT_FIELDS).map((field) => `"${field}"`).join(', ')} FROM clients`;

export function createClientRepository(db: Db) {
  return {
    findById: (id: number) => db.one<Client>(`${SELECT_CLIENT} WHERE id = $1`, [id]),
  };
}
export type ClientRepository = ReturnType<typeof createClientRepository>;
