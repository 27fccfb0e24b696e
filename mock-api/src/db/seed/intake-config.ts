import { conditionalAttributeFields } from '@kyubos/domain';
import type { AttributeName, DisplayType, FormAttributeType } from '@kyubos/contracts';
import type { Db } from '../db';
import { HARBOR_CARRIERS, SUMMIT_CARRIERS, SUMMIT_MGAS, SUMMIT_TPAS, type PartnerSeed } from './data/partners';
import type { ClientKey } from './data/tenants';
import { insertRows } from './insert-rows';
import { demoPhone } from './demo-phone';

type Coverage = readonly [name: string, limit: number, premium: number];
type PackageSeed = readonly [name: string, coverages: readonly Coverage[]];
type AttributeSeed = readonly [
  label: string,
  /** The customer or record field it holds; null for the line's own questions (Employees, VIN). */
  attributeName: AttributeName | null,
  type: FormAttributeType,
  options?: { format?: string; maxLength?: number; radiogroup?: string; selectgroup?: string; required?: boolean; description?: string; active?: boolean },
];
interface GroupSeed {
  name: string;
  displaytype: DisplayType;
  numberofrow?: number;
  active?: boolean;
  attributes: readonly AttributeSeed[];
}

/** Packages and their coverages per line of business (by category name). */
const SUMMIT_PACKAGES: Record<string, readonly PackageSeed[]> = {
  'WORKERS COMP': [
    ['Standard WC', [['Employers Liability Each Accident', 1_000_000, 1_250], ['Disease Policy Limit', 1_000_000, 850], ['Disease Each Employee', 1_000_000, 600]]],
    ['WC Plus', [['Employers Liability Each Accident', 2_000_000, 2_100], ['USL&H Endorsement', 500_000, 900]]],
    ['Contractors WC', [['Employers Liability Each Accident', 1_000_000, 1_640], ['Stop Gap Coverage', 1_000_000, 420]]],
  ],
  'GENERAL LIABILITY': [
    ['Contractors Basic', [['Each Occurrence', 1_000_000, 2_400], ['General Aggregate', 2_000_000, 1_100], ['Products-Completed Operations', 2_000_000, 750]]],
    ['Contractors Premier', [['Each Occurrence', 2_000_000, 3_900], ['General Aggregate', 4_000_000, 1_800], ['Personal and Advertising Injury', 1_000_000, 320]]],
  ],
  'COMMERCIAL AUTO': [
    ['Fleet Liability', [['Combined Single Limit', 1_000_000, 3_200], ['Uninsured Motorist', 100_000, 450], ['Medical Payments', 5_000, 120]]],
    ['Hired and Non-Owned', [['Hired Auto Liability', 1_000_000, 380], ['Non-Owned Auto Liability', 1_000_000, 290]]],
  ],
  PROPERTY: [['Habitational Basic', [['Building', 5_000_000, 6_500], ['Business Personal Property', 500_000, 800], ['Loss of Rents', 250_000, 410]]]],
};

const INSURED: GroupSeed = {
  name: 'Insured Details',
  displaytype: 'Double Column',
  attributes: [
    ['First Name', 'firstname', 'text', { required: true }],
    ['Last Name', 'lastname', 'text', { required: true }],
    ['Street Address', 'address', 'textarea', { required: true }],
    ['City', 'city', 'text'],
    ['State', 'state', 'text', { format: 'AA', description: 'Two-letter state code' }],
    ['ZIP Code', 'zipcode', 'text', { format: '99999', required: true }],
    ['Phone Number', 'phonenumber', 'text', { format: '(999) 999-9999' }],
    ['Email', 'email', 'email', { required: true }],
  ],
};

const SUMMIT_GROUPS: readonly GroupSeed[] = [
  INSURED,
  {
    name: 'Policy Information',
    displaytype: 'Single Column',
    attributes: [
      ['Policy Code', null, 'text', { format: 'AA-9999', required: true, description: 'Two letters, a dash and four digits' }],
      ['Policy Amount', 'policyamount', 'text', { format: '9999999.99', required: true }],
      ['Effective Date', 'policyeffectivedate', 'date', { required: true }],
      ['Schedule Date', 'policyscheduledate', 'date'],
      ['Business Type', null, 'SelectBox', { selectgroup: 'Corporation,LLC,Partnership,Sole Proprietor', required: true }],
    ],
  },
  {
    name: 'Employee Classes',
    displaytype: 'Table',
    numberofrow: 5,
    attributes: [
      ['Class Code', null, 'text', { format: '9999', required: true }],
      ['Employees', null, 'text', { format: '999' }],
      ['Annual Payroll', null, 'text', { format: '999999999' }],
    ],
  },
  {
    name: 'Underwriting Questions',
    displaytype: 'Single Column',
    attributes: [
      ['Any claims in the last 5 years?', null, 'radio', { radiogroup: 'Yes,No', required: true }],
      ['Written safety program in place', null, 'checkbox'],
      ['Underwriter Notes', null, 'textarea'],
    ],
  },
  {
    name: 'Secure Identifiers',
    displaytype: 'Double Column',
    attributes: [
      ['FEIN', null, 'secure', { format: '99-9999999', required: true }],
      ['Owner SSN', null, 'PI secure', { format: '999-99-9999' }],
    ],
  },
  {
    name: 'Vehicle Schedule',
    displaytype: 'Table',
    numberofrow: 10,
    attributes: [
      ['Model Year', null, 'text', { format: '9999', required: true }],
      // Free text of up to 20 characters ('Ford Transit'): a mask of letters would refuse capitals and spaces.
      ['Make and Model', null, 'text', { maxLength: 20 }],
      ['VIN', null, 'text', { format: 'AAAAA99999AAAAAAA' }],
      ['Garaging ZIP', 'zipcode', 'text', { format: '99999' }],
    ],
  },
  {
    name: 'Contact Preferences',
    displaytype: 'Single Column',
    attributes: [
      ['Contact Email', 'email', 'email'],
      ['Best time to call', 'phonenumber', 'radio', { radiogroup: 'Morning,Afternoon,Evening' }],
    ],
  },
  {
    name: 'Loss History',
    displaytype: 'Table',
    numberofrow: 5,
    attributes: [
      ['Date of Loss', 'policyeffectivedate', 'date'],
      ['Amount Paid', null, 'text', { format: '9999999' }],
      ['Description', null, 'textarea'],
    ],
  },
  {
    name: 'Building Information',
    displaytype: 'Double Column',
    attributes: [
      ['Year Built', null, 'text', { format: '9999' }],
      ['Construction Type', null, 'radio', { radiogroup: 'Frame,Joisted Masonry,Non-Combustible,Fire Resistive' }],
      ['Sprinklered', null, 'checkbox'],
    ],
  },
  {
    name: 'Additional Insureds',
    displaytype: 'Table',
    numberofrow: 3,
    attributes: [
      ['Name', 'firstname', 'text'],
      ['Relationship', null, 'text'],
    ],
  },
  { name: 'Prior Carrier', displaytype: 'Single Column', attributes: [['Carrier Name', null, 'text'], ['Expiring Premium', null, 'text', { format: '9999999' }]] },
  { name: 'Broker Remarks', displaytype: 'Single Column', active: false, attributes: [['Remarks', null, 'textarea', { active: false }]] },
];

/** Which groups each line of business shows, in order. */
const SUMMIT_PLACEMENTS: Record<string, readonly string[]> = {
  'WORKERS COMP': ['Insured Details', 'Policy Information', 'Employee Classes', 'Underwriting Questions', 'Secure Identifiers'],
  'GENERAL LIABILITY': ['Insured Details', 'Policy Information', 'Loss History', 'Additional Insureds'],
  'COMMERCIAL AUTO': ['Insured Details', 'Policy Information', 'Vehicle Schedule'],
  PROPERTY: ['Insured Details', 'Policy Information', 'Building Information'],
};

const HARBOR_PACKAGES: Record<string, readonly PackageSeed[]> = {
  'WORKERS COMP': [['Harbor Claims Program', [['Claims Handling Fee', 250_000, 1_900]]]],
};
const HARBOR_GROUPS: readonly GroupSeed[] = [
  {
    name: 'Claimant Details',
    displaytype: 'Double Column',
    attributes: [
      ['Claimant Name', 'firstname', 'text', { required: true }],
      ['Claim Number', null, 'text', { format: 'HB-99999' }],
    ],
  },
];
const HARBOR_PLACEMENTS: Record<string, readonly string[]> = { 'WORKERS COMP': ['Claimant Details'] };


/**
 * Summit's intake configuration and partner directories, and a little of Harbor's own.
 * FTP account keys are sealed with the server's field key, which the seed does not hold: they
 * are left unset and entered on the edit form.
 */
export async function seedIntakeConfig(db: Db, clientId: Record<ClientKey, number>, sharedHash: string): Promise<void> {
  await seedClientConfig(db, clientId.summit, SUMMIT_PACKAGES, SUMMIT_GROUPS, SUMMIT_PLACEMENTS);
  await seedClientConfig(db, clientId.harbor, HARBOR_PACKAGES, HARBOR_GROUPS, HARBOR_PLACEMENTS);
  await seedPartners(db, 'client_carriers', clientId.summit, SUMMIT_CARRIERS, sharedHash);
  await seedPartners(db, 'client_tpas', clientId.summit, SUMMIT_TPAS, sharedHash);
  await seedPartners(db, 'client_mgas', clientId.summit, SUMMIT_MGAS, sharedHash);
  await seedPartners(db, 'client_carriers', clientId.harbor, HARBOR_CARRIERS, sharedHash);
}

async function seedClientConfig(
  db: Db,
  clientId: number,
  packages: Record<string, readonly PackageSeed[]>,
  groups: readonly GroupSeed[],
  placements: Record<string, readonly string[]>,
): Promise<void> {
  const categories = await db.query<{ id: number; category_name: string }>(
    'SELECT id, category_name FROM intake_categories WHERE client_id = $1',
    [clientId],
  );
  const categoryId = (name: string) => {
    const found = categories.find((c) => c.category_name === name);
    if (!found) throw new Error(`Unknown line of business in the seed: ${name}`);
    return found.id;
  };
  await db.query("UPDATE intake_categories SET intaketype = 'Quotation' WHERE client_id = $1", [clientId]);

  for (const [category, list] of Object.entries(packages)) {
    const packageIds = await insertRows(
      db,
      'intake_packages',
      list.map(([name, coverages]) => ({
        client_id: clientId,
        category_id: categoryId(category),
        subcategory_name: name,
        coverage_limit: coverages.reduce((sum, [, limit]) => Math.max(sum, limit), 0),
        coverage_premimum: coverages.reduce((sum, [, , premium]) => sum + premium, 0),
      })),
    );
    await insertRows(
      db,
      'intake_coverages',
      list.flatMap(([, coverages], i) =>
        coverages.map(([name, limit, premium]) => ({
          client_id: clientId,
          package_id: packageIds[i]!,
          coverage_name: name,
          coverage_limit: limit,
          coverage_premium: premium,
        })),
      ),
    );
  }

  const groupIds = await insertRows(
    db,
    'attribute_groups',
    groups.map((group, i) => ({
      client_id: clientId,
      name: group.name,
      displaytype: group.displaytype,
      numberofrow: group.numberofrow ?? 0,
      rank: i + 1,
      active: group.active === false ? '0' : '1',
    })),
  );
  await insertRows(
    db,
    'attributes',
    groups.flatMap((group, g) =>
      group.attributes.map(([label, attributeName, type, options = {}], i) => ({
        client_id: clientId,
        group_id: groupIds[g]!,
        name: label,
        attribute_name: attributeName,
        attribute_type: type,
        isrequired: options.required ? 'Required' : '',
        description: options.description ?? null,
        rank: i + 1,
        active: options.active === false ? '0' : '1',
        ...conditionalAttributeFields({
          attribute_type: type,
          attributeformat: options.format ?? null,
          radiogroup: options.radiogroup ?? null,
          selectgroup: options.selectgroup ?? null,
        }),
        ...(options.maxLength ? { attribute_max_lenght: String(options.maxLength) } : {}),
      })),
    ),
  );

  const groupByName = new Map(groups.map((group, i) => [group.name, { ...group, id: groupIds[i]! }]));
  await insertRows(
    db,
    'intake_attribute_groups',
    Object.entries(placements).flatMap(([category, names]) =>
      names.map((name, i) => {
        const group = groupByName.get(name);
        if (!group) throw new Error(`Unknown attribute group in the seed: ${name}`);
        return {
          client_id: clientId,
          intake_id: categoryId(category),
          attribute_group_id: group.id,
          name: group.name,
          displaytype: group.displaytype,
          numberofrow: group.numberofrow ?? 0,
          rank: i + 1,
          active: '1',
        };
      }),
    ),
  );
}

async function seedPartners(db: Db, table: string, clientId: number, partners: readonly PartnerSeed[], sharedHash: string) {
  await insertRows(
    db,
    table,
    partners.map(([name, city, state, zip, membertype, kyubosid], i) => {
      const handle = name.toLowerCase().replace(/[^a-z]+/g, '');
      const container = `bdx-${handle.slice(0, 20)}`;
      return {
        client_id: clientId,
        name,
        phonenumber: demoPhone(zip, 100 + i),
        email: `bdx@${handle}.example`,
        fax: demoPhone(zip, 900 + i),
        address: `${100 + i * 25} Main Street`,
        city,
        state,
        zipcode: zip,
        websiteaddress: `https://www.${handle}.example`,
        membertype,
        kyubosid,
        username: `${handle.slice(0, 12)}_bdx`,
        password_hash: sharedHash,
        BDX_Username: `${handle.slice(0, 12)}-ftp`,
        bdx_password_encrypted: null,
        containername: container,
        blobfolder: `${container}/${kyubosid.toLowerCase()}`,
      };
    }),
  );
}
