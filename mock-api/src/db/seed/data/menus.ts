import type { ClientType } from '@kyubos/contracts';

/**
 * A menu item as seeded. Without `url` the item is a form item (menutype 2): its url is built from its id.
 * An item added here also needs a migration that adds it to databases seeded before (see migration 390).
 */
export interface MenuItemSeed {
  name: string;
  url?: string;
}
export interface MenuCategorySeed extends MenuItemSeed {
  submenus?: MenuItemSeed[];
}

const HOME: MenuCategorySeed = { name: 'Home', url: '/user_admin_home' };

const REFERENCE_DATA: MenuCategorySeed = {
  name: 'Reference Data',
  url: '/user_admin_countries',
  submenus: [
    { name: 'Countries', url: '/user_admin_countries' },
    { name: 'Currency', url: '/user_admin_currency' },
    { name: 'States', url: '/user_admin_state' },
    { name: 'Cities', url: '/user_admin_city' },
  ],
};

const USERS: MenuCategorySeed = {
  name: 'Users',
  url: '/user_admin_users',
  submenus: [
    { name: 'Users', url: '/user_admin_users' },
    { name: 'Agents', url: '/user_admin_agent' },
  ],
};

/** Policy-stage records (the quotations area), and the simple policy records as "Policy products". */
const POLICIES: MenuCategorySeed = {
  name: 'Policies',
  url: '/user_admin_policies',
  submenus: [
    { name: 'Policies', url: '/user_admin_policies' },
    { name: 'Renewals', url: '/user_admin_renewals' },
    { name: 'Billing', url: '/user_admin_billing' },
    { name: 'Customers', url: '/user_admin_customers' },
    { name: 'Policy products', url: '/user_admin_policy_products' },
  ],
};

/** The platform keeps no quotation records: only the simple policy records. */
const POLICY_PRODUCTS: MenuCategorySeed = { name: 'Policy products', url: '/user_admin_policy_products' };

const INTAKE: MenuCategorySeed = {
  name: 'Intake',
  url: '/user_admin_intakecategory',
  submenus: [
    { name: 'Lines of Business', url: '/user_admin_intakecategory' },
    { name: 'Attribute Groups', url: '/user_admin_attributegroup' },
  ],
};

const PARTNERS: MenuCategorySeed = {
  name: 'Partners',
  url: '/user_admin_carrier',
  submenus: [
    { name: 'Carriers', url: '/user_admin_carrier' },
    { name: 'TPAs', url: '/user_admin_tpa' },
    { name: 'MGAs', url: '/user_admin_mga' },
  ],
};

// The full list of spec 3 has no route of its own; the policy-only list is Policies above.
const QUOTATIONS: MenuCategorySeed = {
  name: 'Quotations',
  url: '/user_admin_policy_quotations',
  submenus: [
    { name: 'Quotations', url: '/user_admin_policy_quotations' },
    { name: 'Binders', url: '/user_admin_policy_binder' },
  ],
};

const BORDEREAUX: MenuCategorySeed = {
  name: 'Bordereaux',
  url: '/user_admin_bdx_create',
  submenus: [
    { name: 'Created', url: '/user_admin_bdx_create' },
    { name: 'Review', url: '/user_admin_bdx_review' },
    { name: 'Send', url: '/user_admin_bdx_send' },
    { name: 'History', url: '/user_admin_bdx_history' },
    { name: 'Inbound', url: '/user_admin_bdx_inbound' },
    { name: 'Slab', url: '/user_admin_slab' },
  ],
};

const REPORTS: MenuCategorySeed = {
  name: 'Reports',
  submenus: [
    { name: 'Production Report', url: '/user_admin_production_report' },
    { name: 'Loss Runs', url: '/user_admin_loss_runs' },
  ],
};

const COMPANIES: MenuCategorySeed = { name: 'Companies', url: '/user_admin_company' };
/** The audit trail: for administrators (the call refuses staff). */
const AUDIT: MenuCategorySeed = { name: 'Audit', url: '/user_admin_audit' };

/** Menus per client type, in display order. Carriers use the BDX portal and have none. */
export const MENUS: Record<ClientType, MenuCategorySeed[]> = {
  PLATFORM: [HOME, COMPANIES, REFERENCE_DATA, POLICY_PRODUCTS, AUDIT],
  MGU: [HOME, REFERENCE_DATA, USERS, POLICIES, INTAKE, PARTNERS, QUOTATIONS, BORDEREAUX, REPORTS, AUDIT],
  TPA: [HOME, REFERENCE_DATA, USERS, INTAKE, PARTNERS, BORDEREAUX, AUDIT],
  CARRIER: [],
};
