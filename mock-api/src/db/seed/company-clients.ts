import type { Db } from '../db';

/** Links each seeded company to the client of the same name (Summit, Harbor). */
export async function linkCompaniesToClients(db: Db): Promise<void> {
  await db.query(
    `UPDATE companies co SET client_id = cl.id
       FROM clients cl
      WHERE cl."Client_FullName" = co."companyName"`,
  );
}
