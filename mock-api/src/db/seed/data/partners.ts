import { PARTNER_CLIENT_TYPE, type ClientType, type MemberType, type PartnerKind } from '@kyubos/contracts';

export type PartnerSeed = readonly [name: string, city: string, state: string, zip: string, member: MemberType, kyubosid: string];

/**
 * Summit's and Harbor's directories. Every pointing id is a platform client's
 * (spec 2 §5), so each partner is also seeded as a client of its type (PARTNER_CLIENTS).
 */
export const SUMMIT_CARRIERS: readonly PartnerSeed[] = [
  ['Atlas Insurance Co', 'Hartford', 'CT', '06103', 'Non Kyubos', 'KYB-ATLAS'],
  ['Frontier Casualty Company', 'Denver', 'CO', '80202', 'Non Kyubos', 'KYB-FRONTIER'],
  ['Granite State Casualty', 'Manchester', 'NH', '03101', 'Non Kyubos', 'KYB-GRANITE'],
  ['Pacific Crest Insurance', 'Portland', 'OR', '97204', 'Non Kyubos', 'KYB-PCREST'],
  ['Lakeshore Mutual', 'Chicago', 'IL', '60601', 'Non Kyubos', 'KYB-LAKESHORE'],
  ['Redwood Specialty', 'Sacramento', 'CA', '95814', 'Non Kyubos', 'KYB-REDWOOD'],
  ['Bluebonnet Indemnity', 'Austin', 'TX', '78701', 'Non Kyubos', 'KYB-BLUEBONNET'],
  ['Keystone Surety', 'Harrisburg', 'PA', '17101', 'Non Kyubos', 'KYB-KEYSTONE'],
  ['Magnolia Assurance', 'Jackson', 'MS', '39201', 'Non Kyubos', 'KYB-MAGNOLIA'],
  ['Cascade Re', 'Seattle', 'WA', '98101', 'Non Kyubos', 'KYB-CASCADE'],
  ['Prairie Fire & Marine', 'Omaha', 'NE', '68102', 'Non Kyubos', 'KYB-PRAIRIE'],
  ['Evergreen General', 'Olympia', 'WA', '98501', 'Non Kyubos', 'KYB-EVERGREEN'],
  ['Sunbelt Casualty', 'Phoenix', 'AZ', '85004', 'Non Kyubos', 'KYB-SUNBELT'],
];
export const SUMMIT_TPAS: readonly PartnerSeed[] = [
  ['Harbor TPA', 'Baltimore', 'MD', '21202', 'Kyubos', 'KYB-HARBOR'],
  ['Frontline Claims Services', 'Denver', 'CO', '80202', 'Non Kyubos', 'KYB-FRONTLINE'],
  ['Meridian Claims Administration', 'Columbus', 'OH', '43215', 'Non Kyubos', 'KYB-MERIDIAN'],
];
export const SUMMIT_MGAS: readonly PartnerSeed[] = [
  ['Rocky Mountain Underwriters', 'Denver', 'CO', '80202', 'Non Kyubos', 'KYB-RMU'],
  ['Gulf Coast Program Managers', 'Houston', 'TX', '77002', 'Non Kyubos', 'KYB-GULFCOAST'],
];
export const HARBOR_CARRIERS: readonly PartnerSeed[] = [['Chesapeake Mutual', 'Annapolis', 'MD', '21401', 'Non Kyubos', 'KYB-CHESAPEAKE']];

/**
 * Platform clients in no directory yet. A directory points at a platform client once, so these
 * are the carrier, TPA and MGA a client can still add (Summit also Harbor's Chesapeake Mutual).
 */
export const OPEN_PARTNER_CLIENTS: ReadonlyArray<readonly [kind: PartnerKind, name: string, city: string, state: string, zip: string, pointingId: string]> = [
  ['carrier', 'Tidewater Assurance', 'Norfolk', 'VA', '23510', 'KYB-TIDEWATER'],
  ['tpa', 'Crossroads Claims Services', 'Indianapolis', 'IN', '46204', 'KYB-CROSSROADS'],
  ['mga', 'North Star Underwriting Managers', 'Minneapolis', 'MN', '55401', 'KYB-NORTHSTAR'],
];


export interface PartnerClientSeed {
  type: ClientType;
  name: string;
  city: string;
  state: string;
  zip: string;
  pointingId: string;
}

/** One client per distinct pointing id of the directories above, first mention wins, then the open ones. */
export function partnerClients(): PartnerClientSeed[] {
  const directories: ReadonlyArray<readonly [PartnerKind, readonly PartnerSeed[]]> = [
    ['carrier', SUMMIT_CARRIERS],
    ['carrier', HARBOR_CARRIERS],
    ['tpa', SUMMIT_TPAS],
    ['mga', SUMMIT_MGAS],
  ];
  const byPointingId = new Map<string, PartnerClientSeed>();
  for (const [kind, partners] of directories) {
    for (const [name, city, state, zip, , pointingId] of partners) {
      if (!byPointingId.has(pointingId)) byPointingId.set(pointingId, { type: PARTNER_CLIENT_TYPE[kind], name, city, state, zip, pointingId });
    }
  }
  const open = OPEN_PARTNER_CLIENTS.map(([kind, name, city, state, zip, pointingId]) => ({ type: PARTNER_CLIENT_TYPE[kind], name, city, state, zip, pointingId }));
  return [...byPointingId.values(), ...open];
}
