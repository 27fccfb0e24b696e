import { openPglite } from './src/db/pglite';
import { migrate } from './src/db/migrate';
import { seedIfEmpty } from './src/db/seed/index';
let t = Date.now();
const db = await openPglite();
console.log('open', Date.now() - t); t = Date.now();
console.log(await migrate(db), Date.now() - t); t = Date.now();
console.log(await seedIfEmpty(db), Date.now() - t); t = Date.now();
console.log(await seedIfEmpty(db), await migrate(db), Date.now() - t);
for (const table of ['countries','currencies','states','cities','clients','users','client_agents','menus','submenus','client_permissions','intake_categories','policies','companies'])
  console.log(table, (await db.one<{n:number}>(`select count(*)::int n from ${table}`))!.n);
console.log(await db.query(`select m.client_type, m.name, m.url, m.menutype, s.name sub, s.url surl, s.menutype st from menus m left join submenus s on s.menu_id=m.id where m.name='Reports'`));
console.log(await db.query(`select * from clients where "Client_PointingId"='KYB-SUMMIT'`));
console.log(await db.query(`select id, username, usertype, agent_code, left(password_hash, 30) h from users order by id limit 8`));
await db.close();
