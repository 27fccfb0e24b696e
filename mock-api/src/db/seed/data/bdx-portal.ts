/** Carrier portal demo data: the carriers' users, their bordereaux files and slabs (all for Summit). */

export interface CarrierUserSeed {
  username: string;
  carrier: string;
  firstname: string;
  lastname: string;
  phonenumber: string;
  email: string;
}

export const CARRIER_CLIENT = 'Summit Specialty MGA';

/** atlas_claims exists for the forgot-password flow, so changing its password leaves atlas_carrier alone. */
export const CARRIER_USERS: CarrierUserSeed[] = [
  { username: 'atlas_carrier', carrier: 'Atlas Insurance Co', firstname: 'Raymond', lastname: 'Cho', phonenumber: '12125550140', email: 'raymond.cho@atlasinsurance.example' },
  { username: 'atlas_claims', carrier: 'Atlas Insurance Co', firstname: 'Lena', lastname: 'Ortiz', phonenumber: '12125550141', email: 'lena.ortiz@atlasinsurance.example' },
  { username: 'frontier_carrier', carrier: 'Frontier Casualty Company', firstname: 'Monica', lastname: 'Reed', phonenumber: '13035550190', email: 'monica.reed@frontiercasualty.example' },
];

/** Files per carrier and direction; statuses cycle Sent/Received, Processed, Approved, Completed. */
export const BDX_FILE_COUNTS: Record<string, number> = { 'Atlas Insurance Co': 28, 'Frontier Casualty Company': 6 };

export const SENDER_IDS: Record<string, string> = {
  'Summit Specialty MGA': 'SSM',
  'Atlas Insurance Co': 'ATL',
  'Frontier Casualty Company': 'FCC',
};

/** [slab_name, noofparticipant, lowerlimit, upperlimit, amount] per carrier. */
export const SLABS: Record<string, ReadonlyArray<readonly [string, number, number, number, number]>> = {
  'Atlas Insurance Co': [
    ['Tier 1 - Small Groups', 25, 0, 50_000, 1_250],
    ['Tier 2 - Mid Groups', 75, 50_000.01, 150_000, 3_400],
    ['Tier 3 - Large Groups', 150, 150_000.01, 500_000, 8_750],
    ['Tier 4 - Jumbo Groups', 400, 500_000.01, 1_500_000, 19_500],
    ['Tier 5 - National Accounts', 1_000, 1_500_000.01, 5_000_000, 42_000],
  ],
  'Frontier Casualty Company': [
    ['Frontier Standard', 40, 0, 100_000, 2_100],
    ['Frontier Preferred', 120, 100_000.01, 750_000, 9_900],
  ],
};

export const INSUREDS = [
  'Blue Ridge Logistics LLC', 'Cedar Point Builders', 'Harborview Dental Group', 'Keystone Fabrication Inc',
  'Lone Star Hospitality', 'Maple Street Bakery', 'Northgate Property Mgmt', 'Pioneer Freight Lines',
  'Riverbend Auto Repair', 'Summit Ridge Landscaping', 'Tri-County Electric', 'Westfield Medical Supply',
];
