import { EXPORTED_LIST_CALLS, exportPathOf, QUOTATION_SCREEN_ITEMS, RECORD_READER_ITEMS, RECORD_WRITER_ITEMS, type PermissionLevel } from '@kyubos/contracts';

/**
 * Who may make each admin call: the one declared table (tested against every registered
 * route, so an undeclared call cannot slip through).
 * - 'signed-in': any admin-audience caller (the shell's own calls).
 * - 'administrator': client administrators and the platform administrator, never staff (or
 *   agents, who are staff users): what is theirs by role, such as the full menu of the client type.
 * - 'platform-admin': the platform administrator only (global reference data, client companies).
 * - 'menu': a staff user needs one of `items` (menu or sub-menu urls) at `level` or above;
 *   client admins hold every item of their client type's menu; the platform admin every item.
 */
export type CallRule =
  | { access: 'signed-in' }
  | { access: 'administrator' }
  | { access: 'platform-admin' }
  | { access: 'menu'; items: readonly string[]; level: PermissionLevel };

const signedIn: CallRule = { access: 'signed-in' };
const administrator: CallRule = { access: 'administrator' };
const platformAdmin: CallRule = { access: 'platform-admin' };
const menu = (level: PermissionLevel, ...items: string[]): CallRule => ({ access: 'menu', items, level });

/** Screens that show reference data in their forms (country, state and city pickers). */
export const REFERENCE_DATA_READERS = [
  '/user_admin_countries',
  '/user_admin_currency',
  '/user_admin_state',
  '/user_admin_city',
  '/user_admin_company',
  '/user_admin_users',
  '/user_admin_agent',
  '/user_admin_carrier',
  '/user_admin_tpa',
  '/user_admin_mga',
] as const;

/** Intake configuration menu items (spec 2): lines of business and attribute groups. */
const LOB = '/user_admin_intakecategory';
const ATTRIBUTE_GROUPS = '/user_admin_attributegroup';
/** Quotation screens draw intake forms (groups, attributes) and coverage rows from the configuration. */
const QUOTATION_SCREENS = QUOTATION_SCREEN_ITEMS;
const INTAKE_READERS = [LOB, ...QUOTATION_SCREENS];
/** Quotation, binder and policy records (spec 3). */
const RECORD_READERS = RECORD_READER_ITEMS;
/** The simple policy records: their own menu item, and the Policies category they sit under. */
const POLICY_PRODUCTS = ['/user_admin_policy_products', '/user_admin_policies'];
const RECORD_WRITERS = RECORD_WRITER_ITEMS;
/** The renewal worklist (policy-transactions). */
const RENEWALS = '/user_admin_renewals';
/** The Billing screen: policies with overdue instalments (billing). */
const BILLING = '/user_admin_billing';
/** The Production Report (Reports). */
const PRODUCTION_REPORT = '/user_admin_production_report';

/** Bordereaux menu items (spec 4 §2.3). */
const BDX_CREATED = '/user_admin_bdx_create';
const BDX_REVIEW = '/user_admin_bdx_review';
const BDX_SEND = '/user_admin_bdx_send';
const BDX_HISTORY = '/user_admin_bdx_history';
const BDX_INBOUND = '/user_admin_bdx_inbound';
const BDX_SLAB = '/user_admin_slab';
const BDX_FILE_READERS = [BDX_CREATED, BDX_REVIEW, BDX_SEND, BDX_HISTORY, BDX_INBOUND];
/** The users area: its users (with their permission sets) and the client's agents. */
const USERS_AREA = ['/user_admin_users', '/user_admin_agent'];
/**
 * Areas never open to an agent's user, whatever it is granted, each with why (README "Agents'
 * books"). A bordereau (made for a carrier, or a carrier's own file, premium or claims) holds every
 * agent's policies, and an agent's user reads only its own book. Users and agents are where the
 * client sets whose book a user reads: an agent's user managing them could lift its own limit (make
 * itself or a new user Main, move a user to another agent, change another agent).
 */
const AGENT_CLOSED_AREAS = [
  { area: 'Bordereaux are', why: "a carrier's file holds every agent's policies", items: BDX_FILE_READERS },
  { area: 'Users and Agents are', why: "the client decides which agent's book each user reads", items: USERS_AREA },
] as const;
/** Why each item is closed to an agent's user. */
type AgentClosedArea = (typeof AGENT_CLOSED_AREAS)[number];
/**
 * Items never open to an agent's user: refused on their calls (403 saying why), left out of its menu
 * and `/myaccess`, and refused in its permission set (400 naming the entry and why).
 */
export const AGENT_CLOSED_ITEMS: ReadonlyMap<string, AgentClosedArea> = new Map(
  AGENT_CLOSED_AREAS.flatMap((area) => area.items.map((url) => [url, area] as const)),
);
/** Why an agent's user is refused a call of a closed item. */
export const agentClosedMessage = (area: AgentClosedArea) => `${area.area} not open to an agent's users: ${area.why}`;
/** Reports → Loss Runs (claims): the Loss Run list and PDF, a claim's history, the loss ratios. */
const LOSS_RUNS = '/user_admin_loss_runs';

/** Keyed by the route path exactly as registered. */
export const CALL_RULES: Record<string, CallRule> = {
  // The shell: every signed-in user needs these to draw the layout.
  '/editclient': signedIn,
  '/editclientuser': signedIn,
  // Spec 1 §6: a client admin gets the full menu of the client type, staff a menu filtered to what they hold.
  '/viewmainmenuandsubmenu': administrator,
  '/viewmainmenuandsubmenuuser': signedIn,
  '/viewclientintakecategorymain': signedIn,
  '/viewmenuitem': signedIn,
  '/viewsubmenuitem': signedIn,
  '/dashboardcounts': signedIn,
  // The home dashboard's charts: each is answered only to a caller who may open the list it summarises.
  '/viewdashboard': signedIn,
  '/myaccess': signedIn,
  '/logout': signedIn,

  // Users and permissions. Granting is bounded further by the grantor's own levels (user-permission-service).
  '/commonloginverification': menu('read_and_write', '/user_admin_users'),
  '/viewmenucategory': menu('read', '/user_admin_users'),
  '/viewclientuser': menu('read', '/user_admin_users'),
  '/createclientuser': menu('read_and_write', '/user_admin_users'),
  '/updateclientuser': menu('read_and_write', '/user_admin_users'),
  '/viewclientpermission': menu('read', '/user_admin_users'),
  '/createclientpermission': menu('read_and_write', '/user_admin_users'),

  // Agents; the user form's Agent dropdown reads them too.
  '/viewclientagent': menu('read', '/user_admin_agent', '/user_admin_users'),
  '/editclientagent': menu('read', '/user_admin_agent'),
  '/createclientagent': menu('read_and_write', '/user_admin_agent'),
  '/updateclientagent': menu('read_and_write', '/user_admin_agent'),

  // Simple policy records.
  '/viewpolicy': menu('read', ...POLICY_PRODUCTS),
  '/editpolicy': menu('read', ...POLICY_PRODUCTS),
  '/policy': menu('read_and_write', ...POLICY_PRODUCTS),
  '/updatepolicy': menu('read_and_write', ...POLICY_PRODUCTS),

  // Reference data: every screen with a country/state/city picker reads; only the platform admin writes.
  '/viewcountry': menu('read', ...REFERENCE_DATA_READERS),
  '/editcountry': menu('read', ...REFERENCE_DATA_READERS),
  '/createcountry': platformAdmin,
  '/updatecountry': platformAdmin,
  '/viewcurrency': menu('read', ...REFERENCE_DATA_READERS),
  '/editcurrency': menu('read', ...REFERENCE_DATA_READERS),
  '/currency': platformAdmin,
  '/updatecurrency': platformAdmin,
  // The product set-up of a line of business picks the states it is offered in.
  '/viewstate': menu('read', ...REFERENCE_DATA_READERS, LOB),
  '/viewstateusingcountrycode': menu('read', ...REFERENCE_DATA_READERS),
  '/editstate': menu('read', ...REFERENCE_DATA_READERS),
  '/createstate': platformAdmin,
  '/updatestate/': platformAdmin,
  '/updatestate': platformAdmin,
  '/viewscity': menu('read', ...REFERENCE_DATA_READERS),
  '/editcity': menu('read', ...REFERENCE_DATA_READERS),
  '/createcity': platformAdmin,
  '/updatecity/': platformAdmin,
  '/updatecity': platformAdmin,

  // Client companies: the platform admin's Companies menu; documents also to the company's own users (checked per document).
  '/viewcompany': menu('read', '/user_admin_company'),
  '/editcompany': menu('read', '/user_admin_company'),
  '/company': platformAdmin,
  '/updatecompany': platformAdmin,
  '/removecompany': platformAdmin,
  '/companydocument/:id': signedIn,
  // Intake configuration (spec 2): lines of business with their packages, coverages and intake groups.
  '/viewclientintakecategory': menu('read', ...INTAKE_READERS, BDX_CREATED, BDX_INBOUND),
  '/editclientintakecategory': menu('read', ...INTAKE_READERS),
  '/createclientintakecategory': menu('read_and_write', LOB),
  '/updateclientintakecategory': menu('read_and_write', LOB),
  '/viewclientintakesubcategory': menu('read', ...INTAKE_READERS),
  '/editclientintakesubcategory': menu('read', ...INTAKE_READERS),
  '/createclientintakesubcategory': menu('read_and_write', LOB),
  '/updateclientintakesubcategory/': menu('read_and_write', LOB),
  '/removeclientintakesubcategory': menu('admin', LOB),
  '/viewclientintakecoverage': menu('read', ...INTAKE_READERS),
  '/createclientintakecoverage': menu('read_and_write', LOB),
  '/updateclientintakecoverage': menu('read_and_write', LOB),
  '/removeclientintakecoverage': menu('admin', LOB),
  '/viewintakeattributegroup': menu('read', ...INTAKE_READERS),
  '/editintakeattributegroup': menu('read', LOB),
  '/createintakeattributegroup': menu('read_and_write', LOB),
  '/updateintakeattributegroup': menu('read_and_write', LOB),
  '/updateintakeattributegrouprank': menu('read_and_write', LOB),
  // Product set-up of a line of business: its sub-LOBs, states and programs (written as packages are).
  '/viewintakeproductsetup': menu('read', ...INTAKE_READERS),
  '/createintakesublob': menu('read_and_write', LOB),
  '/updateintakesublob': menu('read_and_write', LOB),
  '/deleteintakesublob': menu('admin', LOB),
  '/createintakestate': menu('read_and_write', LOB),
  '/deleteintakestate': menu('admin', LOB),
  '/createintakeprogram': menu('read_and_write', LOB),
  '/updateintakeprogram': menu('read_and_write', LOB),
  '/deleteintakeprogram': menu('admin', LOB),
  // Attribute groups and attributes; a line of business's group picker reads the groups too.
  '/viewattributegroup': menu('read', ATTRIBUTE_GROUPS, LOB, ...QUOTATION_SCREENS),
  '/editattributegroup': menu('read', ATTRIBUTE_GROUPS),
  '/createattributegroup': menu('read_and_write', ATTRIBUTE_GROUPS),
  '/updateattributegroup': menu('read_and_write', ATTRIBUTE_GROUPS),
  '/updateattibutegrouprank': menu('read_and_write', ATTRIBUTE_GROUPS),
  '/viewattribute': menu('read', ATTRIBUTE_GROUPS, ...QUOTATION_SCREENS),
  '/editattribute': menu('read', ATTRIBUTE_GROUPS),
  '/createattribute': menu('read_and_write', ATTRIBUTE_GROUPS),
  '/updateattribute': menu('read_and_write', ATTRIBUTE_GROUPS),
  '/updateattributerank': menu('read_and_write', ATTRIBUTE_GROUPS),

  // Quotation, binder and policy records with their customers and history.
  '/viewpolicyquotationlistfull': menu('read', ...RECORD_READERS),
  '/policyquotationlist': menu('read', ...RECORD_READERS),
  '/viewpolicyquotationlist': menu('read', ...RECORD_READERS),
  '/viewpolicybinderlist': menu('read', ...RECORD_READERS),
  '/viewpolicylist': menu('read', ...RECORD_READERS),
  '/viewincompleteintakeform': menu('read', ...RECORD_READERS),
  '/viewcustomerintakeform': menu('read', ...RECORD_READERS),
  '/viewcustomerpolicyquotationlist': menu('read', ...RECORD_READERS),
  '/viewcustomerpolicybinderlist': menu('read', ...RECORD_READERS),
  // The Customers screen (its own menu item) and the quotation form's customer picker.
  '/viewcustomerlist': menu('read', ...RECORD_READERS, '/user_admin_customers'),
  // The customer view the Customers screen opens: its details and records.
  '/viewcustomer': menu('read', ...RECORD_READERS, '/user_admin_customers'),
  '/searchrecords': menu('read', ...RECORD_READERS),
  '/viewpolicyquotation': menu('read', ...RECORD_READERS),
  '/editpolicyquotationlist': menu('read', ...RECORD_READERS),
  '/viewpolicyquotationhistory': menu('read', ...RECORD_READERS),
  '/editpolicyquotationhistory': menu('read', ...RECORD_READERS),
  // The intake form a quotation is written on.
  '/viewcustodianintakecategorybasedoncategoryid': menu('read', ...RECORD_READERS),
  '/viewactiveintakeattributegroupmain': menu('read', ...RECORD_READERS),
  '/viewattributegroupbasedonclientidandattributeidmain': menu('read', ...RECORD_READERS),
  '/viewactiveattributemain': menu('read', ...RECORD_READERS),
  '/viewintakeformdefinition': menu('read', ...RECORD_READERS, LOB),
  '/editclientintakecategorymain': menu('read', ...RECORD_READERS),
  '/viewintakesublobmain': menu('read', ...RECORD_READERS),
  '/intakestateandprogram': menu('read', ...RECORD_READERS),
  '/programlobcoverage': menu('read', ...RECORD_READERS),
  '/createpolicyquoationlist': menu('read_and_write', ...RECORD_WRITERS),
  '/savepolicyquoation': menu('read_and_write', ...RECORD_WRITERS),
  '/updatepolicyquotationlist': menu('read_and_write', ...RECORD_WRITERS),
  '/updatesavepolicyquotationlist': menu('read_and_write', ...RECORD_WRITERS),
  // Acting on written records (quotation-actions): stage changes and payments write, deletes need Admin.
  '/policyapproveuser': menu('read_and_write', ...RECORD_WRITERS),
  '/createqutationtointake': menu('read_and_write', ...RECORD_WRITERS),
  '/policyrevartback': menu('read_and_write', ...RECORD_WRITERS),
  '/policyquotationpayment': menu('read_and_write', ...RECORD_WRITERS, BILLING),
  '/deletepolicyquotationlist': menu('admin', ...RECORD_WRITERS),
  '/policyquotationdocument': menu('read', ...RECORD_READERS),
  '/viewpolicypaymenthistory': menu('read', ...RECORD_READERS),
  // Policy life after issue (policy-transactions): transactions write, the worklist and a policy's transactions read.
  '/policyendorse': menu('read_and_write', ...RECORD_WRITERS),
  '/policycancel': menu('read_and_write', ...RECORD_WRITERS),
  '/policyreinstate': menu('read_and_write', ...RECORD_WRITERS),
  '/policyrenew': menu('read_and_write', ...RECORD_WRITERS, RENEWALS),
  '/policynotrenew': menu('read_and_write', ...RECORD_WRITERS, RENEWALS),
  '/policyrescindnotrenew': menu('read_and_write', ...RECORD_WRITERS, RENEWALS),
  '/viewrenewalworklist': menu('read', ...RECORD_READERS, RENEWALS),

  // The Production Report (Reports → Production Report) and its drill-down to the records.
  '/viewproductionreport': menu('read', PRODUCTION_REPORT),
  '/viewproductionrecords': menu('read', PRODUCTION_REPORT),
  '/viewpolicytransactions': menu('read', ...RECORD_READERS),
  '/viewpolicyversion': menu('read', ...RECORD_READERS),
  '/policytransactiondocument': menu('read', ...RECORD_READERS),
  // Billing: a policy's instalments and receipts, the overdue policies; the cycle (notices, cancellations for non-payment) for admins.
  '/viewpolicyinstallments': menu('read', ...RECORD_READERS, BILLING),
  '/policypaymentreceipt': menu('read', ...RECORD_READERS, BILLING),
  '/viewbillinglist': menu('read', ...RECORD_READERS, BILLING),
  '/runbillingcycle': menu('admin', ...RECORD_WRITERS, BILLING),
  // Claims (claims): Loss Runs and loss ratios read the claims imported from claims bordereaux.
  '/viewlossrun': menu('read', LOSS_RUNS),
  '/lossrundocument': menu('read', LOSS_RUNS),
  '/viewclaim': menu('read', LOSS_RUNS),
  '/viewlossratio': menu('read', LOSS_RUNS),

  // Partner directories; the BDX Send To choice lists carriers too.
  '/viewcarrier': menu('read', '/user_admin_carrier', BDX_CREATED, BDX_SLAB),
  '/editcarrier': menu('read', '/user_admin_carrier'),
  '/createcarrier': menu('read_and_write', '/user_admin_carrier'),
  '/updatecarrier': menu('read_and_write', '/user_admin_carrier'),
  '/removecarrier': menu('admin', '/user_admin_carrier'),
  '/clientsearch': menu('read_and_write', '/user_admin_carrier'),
  '/viewclientTPA': menu('read', '/user_admin_tpa'),
  '/editclientTPA': menu('read', '/user_admin_tpa'),
  '/createclientTPA': menu('read_and_write', '/user_admin_tpa'),
  '/updateclientTPA': menu('read_and_write', '/user_admin_tpa'),
  '/removeclientTPA': menu('admin', '/user_admin_tpa'),
  '/clientsearchtpa': menu('read_and_write', '/user_admin_tpa'),
  '/viewclientMGA': menu('read', '/user_admin_mga'),
  '/editclientMGA': menu('read', '/user_admin_mga'),
  '/createclientMGA': menu('read_and_write', '/user_admin_mga'),
  '/updateclientMGA': menu('read_and_write', '/user_admin_mga'),
  '/removeclientMGA': menu('admin', '/user_admin_mga'),
  '/clientsearchmga': menu('read_and_write', '/user_admin_mga'),

  // Bordereaux: files the client makes and sends, files carriers upload, slabs.
  '/viewbrdxcreate': menu('read', BDX_CREATED),
  '/viewbrdxexport': menu('read', BDX_CREATED),
  '/createbrdxsamplefile': menu('read_and_write', BDX_CREATED),
  '/fileExportdata': menu('read_and_write', BDX_CREATED),
  '/createfileExport': menu('read_and_write', BDX_CREATED),
  '/viewbrdxreview': menu('read', BDX_REVIEW),
  '/editbrdxfileview': menu('read', ...BDX_FILE_READERS),
  '/downloadbrdxfile': menu('read', ...BDX_FILE_READERS),
  '/reviewdbdx': menu('read_and_write', BDX_REVIEW),
  '/removebrdxsamplefile': menu('read_and_write', BDX_REVIEW),
  '/viewbrdxsend': menu('read', BDX_SEND),
  '/sendbdx': menu('read_and_write', BDX_SEND),
  '/viewbrdxfile': menu('read', BDX_HISTORY),
  '/editbrdxfile': menu('read', BDX_HISTORY),
  '/viewclientinbound': menu('read', BDX_INBOUND),
  '/Importedbdximport': menu('read_and_write', BDX_INBOUND),
  '/viewjob': menu('read', BDX_INBOUND),
  '/viewbrdximported': menu('read', BDX_INBOUND),
  '/viewbrdximportfile': menu('read', BDX_INBOUND),
  '/viewslab': menu('read', BDX_SLAB),
  '/editslab': menu('read', BDX_SLAB),
  '/createslab': menu('read_and_write', BDX_SLAB),
  '/updateslab': menu('read_and_write', BDX_SLAB),
  // Quotation settings: every user of the client reads them; only the client admin changes them (service).
  '/viewquotationsettings': signedIn,
  '/updatequotationsettings': signedIn,
  // The audit trail: client admins (their client) and the platform admin (all); the service refuses anyone else.
  '/viewaudit': signedIn,
};

/**
 * Menu items whose screens only administrators may use (their calls refuse staff users whatever
 * they hold): never offered on the permissions screen, refused in a permission set, and left out
 * of a staff user's menu.
 */
export const ADMINISTRATOR_ITEMS: ReadonlySet<string> = new Set(['/user_admin_audit']);

// A list's export (`/export<list call>`) needs exactly what the list's own call needs.
for (const path of EXPORTED_LIST_CALLS) CALL_RULES[exportPathOf(path)] = CALL_RULES[path]!;

export { platformAdmin, signedIn, menu };
