import { hashPassword } from '../../auth/password';
import type { Db } from '../db';
import { partnerClients } from './data/partners';
import { INSUREDS, POLICY_LINES } from './data/policies';
import {
  CLIENTS,
  HARBOR_AGENTS,
  INTAKE_CATEGORIES,
  NAMED_USERS,
  SUMMIT_AGENTS,
  SUMMIT_STAFF_NAMES,
  type AgentSeed,
  type ClientKey,
} from './data/tenants';
import { insertRows } from './insert-rows';
import type { Places } from './reference-data';
import { demoPhone } from './demo-phone';

export const DEMO_PASSWORD = 'Passw0rd!';

/** Ids of the seeded tenants and users, for the rows seeded after them. */
export interface Tenants {
  clientId: Record<ClientKey, number>;
  userId: Map<string, number>;
}

interface AgentRow {
  id: number;
  agentcode: string;
  agentname: string;
}

/**
 * Clients, their agents, users, lines of business and policies. `sharedHash` (of the demo
 * password) is reused for the bulk staff users to keep seeding fast.
 */
export async function seedTenants(db: Db, places: Places, sharedHash: string): Promise<Tenants> {
  const clientIds = await insertRows(
    db,
    'clients',
    CLIENTS.map((client) => ({
      Client_PointingId: client.pointingId,
      Client_TranDt: client.onboarded,
      Client_Type: client.type,
      Client_Cd: client.code,
      Client_SubCd: `${client.code}-01`,
      Client_FullName: client.fullName,
      Client_ShortName: client.shortName,
      Client_PrincipalContactPhone: client.adminPhone,
      Client_PrincipalContactEmail: client.adminEmail,
      Client_PrincipalContactDesignation: 'Chief Executive Officer',
      Client_LOBBitValue: client.lobBits,
      Client_StreetAddr1: client.street,
      Client_City_id: places.cityId(client.state, client.city),
      Client_CityCd: client.city,
      Client_State_id: places.stateId('US', client.state),
      Client_StateCd: client.state,
      Client_Country_id: places.countryId('US'),
      Client_CountryCd: 'US',
      Client_ZipCd: client.zip,
      Client_Phone: client.phone,
      Client_Email: client.email,
      Client_OnboardingDt: client.onboarded,
      Client_AdminLoginCd: client.adminUsername,
      Client_AdminLoginStatusDt: client.onboarded,
      Client_AdminLoginStatus: 'enabled',
      Client_AdminName: client.adminName,
      Client_AdminPhone: client.adminPhone,
      Client_AdminEmail: client.adminEmail,
      Client_AdminDesignation: 'Administrator',
      Client_BillingPersonId: `${client.code}-BILL-1`,
      Client_BillingPersonStatusDt: client.onboarded,
      Client_BillingPersonStatus: 'enabled',
      Client_BillingPaidStatus: 'paid',
      Client_BillingPersonName: client.billingName,
      Client_BillingPersonPhone: client.phone,
      Client_BillingPersonEmail: client.billingEmail,
      Client_BillingPersonDesignation: 'Controller',
      Client_LoginID: client.adminUsername,
    })),
  );
  const clientId = Object.fromEntries(CLIENTS.map((client, i) => [client.key, clientIds[i]!])) as Record<
    ClientKey,
    number
  >;

  await seedPartnerClients(db, places);

  const summitAgents = await seedAgents(db, clientId.summit, SUMMIT_AGENTS);
  await seedAgents(db, clientId.harbor, HARBOR_AGENTS);

  const userId = await seedUsers(db, clientId, summitAgents, sharedHash);
  await seedIntakeCategories(db, clientId);
  await seedPolicies(db, clientId.summit);
  return { clientId, userId };
}

/**
 * The directories' carriers, TPAs and MGAs as clients of the platform, so their pointing ids
 * resolve. They have no admin login, users or permissions: nothing of another client is theirs.
 */
async function seedPartnerClients(db: Db, places: Places): Promise<void> {
  const existing = new Set(CLIENTS.map((client) => client.pointingId));
  const partners = partnerClients().filter((partner) => !existing.has(partner.pointingId));
  await insertRows(
    db,
    'clients',
    partners.map((partner, i) => {
      const code = partner.pointingId.replace(/^KYB-/, '');
      const domain = `${partner.name.toLowerCase().replace(/[^a-z]+/g, '')}.example`;
      const onboarded = `2024-${String((i % 12) + 1).padStart(2, '0')}-01`;
      return {
        Client_PointingId: partner.pointingId,
        Client_TranDt: onboarded,
        Client_Type: partner.type,
        Client_Cd: code,
        Client_SubCd: `${code}-01`,
        Client_FullName: partner.name,
        Client_ShortName: partner.name.split(' ')[0],
        Client_StreetAddr1: `${200 + i * 10} Main Street`,
        Client_City_id: places.cityId(partner.state, partner.city),
        Client_CityCd: partner.city,
        Client_State_id: places.stateId('US', partner.state),
        Client_StateCd: partner.state,
        Client_Country_id: places.countryId('US'),
        Client_CountryCd: 'US',
        Client_ZipCd: partner.zip,
        Client_Phone: demoPhone(partner.zip, 600 + i),
        Client_Email: `info@${domain}`,
        Client_OnboardingDt: onboarded,
      };
    }),
  );
}

async function seedAgents(db: Db, companyId: number, agents: AgentSeed[]): Promise<AgentRow[]> {
  const ids = await insertRows(
    db,
    'client_agents',
    agents.map(([code, name, street, city, state, zip], i) => ({
      company_id: companyId,
      agentcode: code,
      agentname: name,
      phonenumber: demoPhone(zip, 200 + i),
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.').replace(/\.$/, '')}@agents.example`,
      address: street,
      city_name: city,
      state_name: state,
      zipcode: zip,
    })),
  );
  return agents.map(([code, name], i) => ({ id: ids[i]!, agentcode: code, agentname: name }));
}

const agentFields = (agent: AgentRow | undefined) => ({
  agent_id: agent?.id ?? null,
  agent_code: agent?.agentcode ?? null,
  agent_name: agent?.agentname ?? null,
});

async function seedUsers(
  db: Db,
  clientId: Record<ClientKey, number>,
  summitAgents: AgentRow[],
  sharedHash: string,
): Promise<Map<string, number>> {
  // Each named demo account gets its own salt.
  const namedHashes = await Promise.all(NAMED_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  const named = NAMED_USERS.map((user, i) => ({
    client_id: clientId[user.client],
    username: user.username,
    password_hash: namedHashes[i]!,
    login_type: user.loginType,
    firstname: user.firstname,
    lastname: user.lastname,
    phonenumber: user.phone,
    email: user.email,
    usertype: user.usertype,
    ...agentFields(user.agentIndex === undefined ? undefined : summitAgents[user.agentIndex]),
  }));
  const staff = SUMMIT_STAFF_NAMES.map(([firstname, lastname], i) => {
    const isAgent = i % 5 === 4;
    const handle = `${firstname}.${lastname}`.toLowerCase().replace(/[^a-z.]/g, '');
    return {
      client_id: clientId.summit,
      username: handle,
      password_hash: sharedHash,
      login_type: 4,
      firstname,
      lastname,
      phonenumber: `1303555${String(300 + i).padStart(4, '0')}`,
      email: `${handle}@summitspecialty.example`,
      usertype: isAgent ? 'Agent' : 'Main',
      ...agentFields(isAgent ? summitAgents[(i + 1) % summitAgents.length] : undefined),
    };
  });
  const rows = [...named, ...staff];
  const ids = await insertRows(db, 'users', rows);
  return new Map(rows.map((row, i) => [row.username, ids[i]!]));
}

async function seedIntakeCategories(db: Db, clientId: Record<ClientKey, number>): Promise<void> {
  const rows = (['summit', 'harbor'] as const).flatMap((key) =>
    INTAKE_CATEGORIES[key].map(([name, sublob]) => ({
      client_id: clientId[key],
      category_name: name,
      sublob,
    })),
  );
  await insertRows(db, 'intake_categories', rows);
}

async function seedPolicies(db: Db, summitId: number): Promise<void> {
  const firstDay = Date.UTC(2024, 0, 15);
  const dayMs = 24 * 3600 * 1000;
  await insertRows(
    db,
    'policies',
    INSUREDS.map((insured, i) => {
      const [code, label, limit] = POLICY_LINES[i % POLICY_LINES.length]!;
      // Deterministic spread of premiums between $2,500 and $49,500.
      const premium = 2_500 + ((i * 7_919) % 47_000);
      return {
        company_id: summitId,
        policy_id: `SSM-${code}-${1001 + i}`,
        policy_name: `${label} - ${insured}`,
        policy_amount: premium.toFixed(2),
        policy_duration: i % 6 === 5 ? '6 months' : '12 months',
        description: `${label} coverage for ${insured}.`,
        policy_limit: limit.toFixed(2),
        agent_commission: (10 + (i % 4) * 2.5).toFixed(2),
        date: new Date(firstDay + i * 9 * dayMs).toISOString().slice(0, 10),
        active: i % 7 === 6 ? '0' : '1',
      };
    }),
  );
}
