export interface CompanySeed {
  companyName: string;
  type: 'MGU' | 'TPA' | 'CARRIER';
  address: string;
  city: string;
  state: string;
  zipCode: string;
  ownerName: string;
  contactPerson: string;
  planName: 'Starter' | 'Professional' | 'Enterprise';
  startDate: string;
  twoFactor: 'enabled' | 'disabled';
}

/** The platform's client companies; Atlas Insurance Co is the carrier Summit sends bordereaux to. */
export const COMPANIES: CompanySeed[] = [
  { companyName: 'Summit Specialty MGA', type: 'MGU', address: '1700 Lincoln St, Suite 2400', city: 'Denver', state: 'CO', zipCode: '80202', ownerName: 'Morgan Ellis', contactPerson: 'Rachel Kim', planName: 'Enterprise', startDate: '2023-03-15', twoFactor: 'enabled' },
  { companyName: 'Harbor TPA', type: 'TPA', address: '100 Light St, Floor 12', city: 'Baltimore', state: 'MD', zipCode: '21202', ownerName: 'Hannah Brooks', contactPerson: 'Victor Alvarez', planName: 'Professional', startDate: '2023-09-01', twoFactor: 'enabled' },
  { companyName: 'Atlas Insurance Co', type: 'CARRIER', address: '55 Water St', city: 'New York', state: 'NY', zipCode: '10001', ownerName: 'Catherine Hale', contactPerson: 'Raymond Cho', planName: 'Enterprise', startDate: '2023-04-01', twoFactor: 'enabled' },
  { companyName: 'Pinnacle Risk Underwriters', type: 'MGU', address: '2200 Ross Ave', city: 'Dallas', state: 'TX', zipCode: '75201', ownerName: 'Gregory Shaw', contactPerson: 'Natalie Perez', planName: 'Professional', startDate: '2023-06-12', twoFactor: 'enabled' },
  { companyName: 'Bluewater Marine MGA', type: 'MGU', address: '100 SE 2nd St', city: 'Miami', state: 'FL', zipCode: '33130', ownerName: 'Isaac Moreno', contactPerson: 'Leah Fischer', planName: 'Starter', startDate: '2024-01-08', twoFactor: 'disabled' },
  { companyName: 'Frontier Casualty Company', type: 'CARRIER', address: '1801 California St', city: 'Denver', state: 'CO', zipCode: '80202', ownerName: 'Walter Price', contactPerson: 'Monica Reed', planName: 'Enterprise', startDate: '2022-11-20', twoFactor: 'enabled' },
  { companyName: 'Ironbridge Mutual Insurance', type: 'CARRIER', address: '600 Grant St', city: 'Pittsburgh', state: 'PA', zipCode: '15222', ownerName: 'Eleanor Vance', contactPerson: 'Trevor Holt', planName: 'Enterprise', startDate: '2023-02-01', twoFactor: 'enabled' },
  { companyName: 'Keystone Claims Services', type: 'TPA', address: '1500 Market St', city: 'Philadelphia', state: 'PA', zipCode: '19102', ownerName: 'Frank Delgado', contactPerson: 'Janet Lowe', planName: 'Professional', startDate: '2023-07-17', twoFactor: 'enabled' },
  { companyName: 'Lakeshore Program Managers', type: 'MGU', address: '330 N Wabash Ave', city: 'Chicago', state: 'IL', zipCode: '60601', ownerName: 'Denise Howard', contactPerson: 'Kyle Brennan', planName: 'Starter', startDate: '2024-02-19', twoFactor: 'disabled' },
  { companyName: 'Meridian Claims Partners', type: 'TPA', address: '3100 McKinnon St', city: 'Dallas', state: 'TX', zipCode: '75201', ownerName: 'Oscar Jimenez', contactPerson: 'Paula Grant', planName: 'Starter', startDate: '2024-03-04', twoFactor: 'enabled' },
  { companyName: 'Northstar Specialty Underwriters', type: 'MGU', address: '225 S 6th St', city: 'Minneapolis', state: 'MN', zipCode: '55401', ownerName: 'Ingrid Larsen', contactPerson: 'Tom Becker', planName: 'Professional', startDate: '2023-10-30', twoFactor: 'enabled' },
  { companyName: 'Redwood Casualty Insurance Co', type: 'CARRIER', address: '50 Fremont St', city: 'San Francisco', state: 'CA', zipCode: '94102', ownerName: 'Harold Kwan', contactPerson: 'Sandra Ruiz', planName: 'Enterprise', startDate: '2022-08-15', twoFactor: 'enabled' },
  { companyName: 'Sterling Risk Administrators', type: 'TPA', address: '1 Lincoln St', city: 'Boston', state: 'MA', zipCode: '02108', ownerName: 'Beatrice Cole', contactPerson: 'Aaron Fitzgerald', planName: 'Professional', startDate: '2023-12-11', twoFactor: 'disabled' },
];

export const PLAN_AMOUNTS: Record<CompanySeed['planName'], number> = {
  Starter: 499,
  Professional: 1499,
  Enterprise: 4999,
};
