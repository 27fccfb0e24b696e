import type { ClientType, LoginType, PermissionLevel, UserType } from '@kyubos/contracts';

export type ClientKey = 'kyubos' | 'summit' | 'harbor';

export interface ClientSeed {
  key: ClientKey;
  pointingId: string;
  type: ClientType;
  code: string;
  fullName: string;
  shortName: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  email: string;
  adminUsername: string;
  adminName: string;
  adminPhone: string;
  adminEmail: string;
  billingName: string;
  billingEmail: string;
  lobBits: number | null;
  onboarded: string;
}

export const CLIENTS: ClientSeed[] = [
  {
    key: 'kyubos',
    pointingId: 'KYB-PLATFORM',
    type: 'PLATFORM',
    code: 'KYB',
    fullName: 'Kyubos Platform',
    shortName: 'Kyubos',
    street: '600 Congress Ave, Suite 1400',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    phone: '15125550100',
    email: 'operations@kyubos.example',
    adminUsername: 'kyubos_admin',
    adminName: 'Priya Raman',
    adminPhone: '15125550101',
    adminEmail: 'priya.raman@kyubos.example',
    billingName: 'Daniel Ortiz',
    billingEmail: 'billing@kyubos.example',
    lobBits: null,
    onboarded: '2022-01-03',
  },
  {
    key: 'summit',
    pointingId: 'KYB-SUMMIT',
    type: 'MGU',
    code: 'SSM',
    fullName: 'Summit Specialty MGA',
    shortName: 'Summit',
    street: '1700 Lincoln St, Suite 2400',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    phone: '13035550120',
    email: 'underwriting@summitspecialty.example',
    adminUsername: 'summit_admin',
    adminName: 'Morgan Ellis',
    adminPhone: '13035550121',
    adminEmail: 'morgan.ellis@summitspecialty.example',
    billingName: 'Rachel Kim',
    billingEmail: 'accounts@summitspecialty.example',
    lobBits: 15,
    onboarded: '2023-03-15',
  },
  {
    key: 'harbor',
    pointingId: 'KYB-HARBOR',
    type: 'TPA',
    code: 'HTPA',
    fullName: 'Harbor TPA',
    shortName: 'Harbor',
    street: '100 Light St, Floor 12',
    city: 'Baltimore',
    state: 'MD',
    zip: '21202',
    phone: '14105550140',
    email: 'claims@harbortpa.example',
    adminUsername: 'harbor_admin',
    adminName: 'Hannah Brooks',
    adminPhone: '14105550141',
    adminEmail: 'hannah.brooks@harbortpa.example',
    billingName: 'Victor Alvarez',
    billingEmail: 'finance@harbortpa.example',
    lobBits: 3,
    onboarded: '2023-09-01',
  },
];

export interface NamedUserSeed {
  username: string;
  client: ClientKey;
  loginType: LoginType;
  usertype: UserType;
  firstname: string;
  lastname: string;
  phone: string;
  email: string;
  /** Index into SUMMIT_AGENTS for Agent users. */
  agentIndex?: number;
}

/** The demo accounts of ARCHITECTURE.md (the carrier portal user comes with the carrier tables). */
export const NAMED_USERS: NamedUserSeed[] = [
  { username: 'kyubos_admin', client: 'kyubos', loginType: 1, usertype: 'Main', firstname: 'Priya', lastname: 'Raman', phone: '15125550101', email: 'priya.raman@kyubos.example' },
  { username: 'summit_admin', client: 'summit', loginType: 2, usertype: 'Main', firstname: 'Morgan', lastname: 'Ellis', phone: '13035550121', email: 'morgan.ellis@summitspecialty.example' },
  { username: 'summit_staff', client: 'summit', loginType: 4, usertype: 'Main', firstname: 'Sam', lastname: 'Carter', phone: '13035550122', email: 'sam.carter@summitspecialty.example' },
  { username: 'summit_agent', client: 'summit', loginType: 4, usertype: 'Agent', firstname: 'Jordan', lastname: 'Blake', phone: '13035550123', email: 'jordan.blake@summitspecialty.example', agentIndex: 0 },
  { username: 'harbor_admin', client: 'harbor', loginType: 2, usertype: 'Main', firstname: 'Hannah', lastname: 'Brooks', phone: '14105550141', email: 'hannah.brooks@harbortpa.example' },
];

/** More Summit staff so the users list pages; every fifth is an Agent user. */
export const SUMMIT_STAFF_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['Emily', 'Chen'], ['Marcus', 'Johnson'], ['Olivia', 'Martinez'], ['Ethan', 'Nguyen'],
  ['Sophia', 'Patel'], ['Liam', "O'Connor"], ['Ava', 'Thompson'], ['Noah', 'Garcia'],
  ['Isabella', 'Robinson'], ['Lucas', 'Wright'], ['Mia', 'Hernandez'], ['Benjamin', 'Lewis'],
  ['Charlotte', 'Walker'], ['Henry', 'Young'], ['Amelia', 'King'], ['Daniel', 'Scott'],
  ['Harper', 'Adams'], ['Jack', 'Baker'], ['Evelyn', 'Nelson'], ['Samuel', 'Hill'],
  ['Abigail', 'Ramirez'], ['David', 'Campbell'], ['Grace', 'Mitchell'], ['Joseph', 'Roberts'],
  ['Chloe', 'Turner'], ['Owen', 'Phillips'], ['Zoe', 'Evans'],
];

/** [code, agency name, street, city, state, zip]. */
export type AgentSeed = readonly [string, string, string, string, string, string];

export const SUMMIT_AGENTS: AgentSeed[] = [
  ['SSA-001', 'Front Range Insurance Agency', '1550 Wewatta St', 'Denver', 'CO', '80202'],
  ['SSA-002', 'Pikes Peak Risk Partners', '90 S Cascade Ave', 'Colorado Springs', 'CO', '80903'],
  ['SSA-003', 'Lone Star Commercial Brokers', '811 Main St', 'Houston', 'TX', '77002'],
  ['SSA-004', 'Hill Country Insurance Group', '300 W 6th St', 'Austin', 'TX', '78701'],
  ['SSA-005', 'Desert Sun Agency', '2 N Central Ave', 'Phoenix', 'AZ', '85003'],
  ['SSA-006', 'Cascade Business Insurance', '1201 3rd Ave', 'Seattle', 'WA', '98101'],
  ['SSA-007', 'Golden Gate Brokerage', '101 Market St', 'San Francisco', 'CA', '94102'],
  ['SSA-008', 'Pacific Coast Underwriting Agency', '355 S Grand Ave', 'Los Angeles', 'CA', '90012'],
  ['SSA-009', 'Gaslamp Insurance Services', '600 B St', 'San Diego', 'CA', '92101'],
  ['SSA-010', 'Windy City Risk Advisors', '200 E Randolph St', 'Chicago', 'IL', '60601'],
  ['SSA-011', 'Gateway Arch Insurance', '1 Memorial Dr', 'St. Louis', 'MO', '63101'],
  ['SSA-012', 'Music Row Agency', '501 Commerce St', 'Nashville', 'TN', '37203'],
  ['SSA-013', 'Peachtree Commercial Insurance', '191 Peachtree St NE', 'Atlanta', 'GA', '30303'],
  ['SSA-014', 'Sunshine State Brokers', '200 S Biscayne Blvd', 'Miami', 'FL', '33130'],
  ['SSA-015', 'Bay Area Risk Services', '100 N Tampa St', 'Tampa', 'FL', '33602'],
  ['SSA-016', 'Queen City Insurance Partners', '214 N Tryon St', 'Charlotte', 'NC', '28202'],
  ['SSA-017', 'Capitol Square Agency', '41 S High St', 'Columbus', 'OH', '43215'],
  ['SSA-018', 'Lakefront Commercial Lines', '1375 E 9th St', 'Cleveland', 'OH', '44114'],
  ['SSA-019', 'Motor City Insurance Group', '1 Woodward Ave', 'Detroit', 'MI', '48226'],
  ['SSA-020', 'North Star Brokerage', '80 S 8th St', 'Minneapolis', 'MN', '55401'],
  ['SSA-021', 'Wasatch Insurance Agency', '222 S Main St', 'Salt Lake City', 'UT', '84101'],
  ['SSA-022', 'Silver State Risk Partners', '300 S 4th St', 'Las Vegas', 'NV', '89101'],
  ['SSA-023', 'Rose City Insurance', '805 SW Broadway', 'Portland', 'OR', '97204'],
  ['SSA-024', 'Crescent City Agency', '201 St Charles Ave', 'New Orleans', 'LA', '70112'],
  ['SSA-025', 'Heartland Commercial Insurance', '1299 Farnam St', 'Omaha', 'NE', '68102'],
  ['SSA-026', 'Bluegrass Risk Advisors', '400 W Market St', 'Louisville', 'KY', '40202'],
  ['SSA-027', 'Beacon Hill Insurance Brokers', '1 Beacon St', 'Boston', 'MA', '02108'],
];

export const HARBOR_AGENTS: AgentSeed[] = [
  ['HTA-001', 'Inner Harbor Claims Agency', '250 W Pratt St', 'Baltimore', 'MD', '21202'],
  ['HTA-002', 'Chesapeake Adjusting Services', '150 W Main St', 'Norfolk', 'VA', '23510'],
  ['HTA-003', 'Capital Region Claims', '1100 New York Ave NW', 'Washington', 'DC', '20001'],
  ['HTA-004', 'Delaware Valley Adjusters', '1000 N King St', 'Wilmington', 'DE', '19801'],
];

/** [category name, sub-LOB]. */
export const INTAKE_CATEGORIES: Record<'summit' | 'harbor', ReadonlyArray<readonly [string, string | null]>> = {
  summit: [
    ['WORKERS COMP', null],
    ['GENERAL LIABILITY', 'Contractors'],
    ['COMMERCIAL AUTO', null],
    ['PROPERTY', 'Habitational'],
  ],
  harbor: [
    ['WORKERS COMP', 'Claims Administration'],
    ['AUTO LIABILITY', 'Fleet'],
  ],
};

/** [category, submenu or null for the whole category, level], per staff user. */
export const PERMISSIONS: Record<string, ReadonlyArray<readonly [string, string | null, PermissionLevel]>> = {
  summit_staff: [
    ['Reference Data', null, 'read'],
    ['Reference Data', 'Countries', 'read'],
    ['Reference Data', 'States', 'read'],
    ['Users', 'Users', 'read'],
    ['Intake', 'Lines of Business', 'admin'],
  ],
  summit_agent: [
    ['Quotations', null, 'read_and_write'],
    ['Quotations', 'Quotations', 'read_and_write'],
    ['Quotations', 'Binders', 'read_and_write'],
  ],
};
