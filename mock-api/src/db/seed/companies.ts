import type { Db } from '../db';
import { COMPANIES, PLAN_AMOUNTS } from './data/companies';
import { insertRows } from './insert-rows';
import { demoPhone } from './demo-phone';

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** The platform's client companies; `passwordHash` is shared to keep seeding fast. */
export async function seedCompanies(db: Db, passwordHash: string): Promise<void> {
  await insertRows(
    db,
    'companies',
    COMPANIES.map((company, i) => {
      const domain = `${slug(company.companyName)}.example`;
      const phone = (n: number) => demoPhone(company.zipCode, 400 + i * 4 + n);
      const start = new Date(`${company.startDate}T00:00:00Z`);
      const end = new Date(Date.UTC(start.getUTCFullYear() + 3, start.getUTCMonth(), start.getUTCDate()));
      return {
        companyName: company.companyName,
        address: company.address,
        city: company.city,
        state: company.state,
        zipCode: company.zipCode,
        phoneNumber1: phone(0),
        phoneNumber2: phone(1),
        email: `info@${domain}`,
        ownerName: company.ownerName,
        ownerPhoneNumber: phone(2),
        ownerEmail: `${slug(company.ownerName)}@${domain}`,
        companyContactPerson: company.contactPerson,
        contactPersonEmail: `${slug(company.contactPerson)}@${domain}`,
        contactPersonPhoneNumber: phone(3),
        type: company.type,
        licenceId: `LIC-${company.state}-${String(10_450 + i * 37)}`,
        startDate: company.startDate,
        endDate: end.toISOString().slice(0, 10),
        planName: company.planName,
        planAmount: PLAN_AMOUNTS[company.planName].toFixed(2),
        username: `${slug(company.companyName).slice(0, 12)}_portal`,
        password_hash: passwordHash,
        twoFactorAuthentication: company.twoFactor,
      };
    }),
  );
}
