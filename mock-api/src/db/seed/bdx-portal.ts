import { createHash } from 'node:crypto';
import type { Db } from '../db';
import { parseBdxFile } from '../../bdx-files/parse';
import { createBdxFileRepository } from '../../bdx-files/repository';
import { createLocalBdxFileStorage } from '../../bdx-files/storage';
import { BDX_FILE_COUNTS, CARRIER_CLIENT, CARRIER_USERS, INSUREDS, SENDER_IDS, SLABS } from './data/bdx-portal';
import { insertRows } from './insert-rows';

type Direction = 'inbound' | 'outbound';

/** One seeded bordereau: its row values and the CSV the seed writes under the data folder. */
export interface SeedBdxFile {
  carrier: string;
  direction: Direction;
  index: number;
  storedName: string;
  fileName: string;
  senderName: string;
  senderId: string;
  period: string;
  createdAt: string;
  controlValue: string;
  step: 0 | 1 | 2 | 3;
  content: string;
}

const DAY_MS = 24 * 3600 * 1000;
const FIRST_DAY = Date.UTC(2025, 0, 6, 14, 30);
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/-$/, '');

/** Deterministic demo files, so the seed and the file writer agree without sharing state. */
export function seedBdxFiles(): SeedBdxFile[] {
  const files: SeedBdxFile[] = [];
  for (const [carrier, count] of Object.entries(BDX_FILE_COUNTS)) {
    for (const direction of ['inbound', 'outbound'] as const) {
      for (let index = 0; index < count; index += 1) {
        const created = new Date(FIRST_DAY + (index * 12 + (direction === 'outbound' ? 3 : 0)) * DAY_MS + index * 37 * 60_000);
        const periodMonth = new Date(Date.UTC(created.getUTCFullYear(), created.getUTCMonth() - 1, 1));
        const period = `${String(periodMonth.getUTCMonth() + 1).padStart(2, '0')}${periodMonth.getUTCFullYear()}`;
        const sender = direction === 'inbound' ? CARRIER_CLIENT : carrier;
        const rows = Array.from({ length: 5 }, (_, row) => {
          const premium = 1_200 + ((index * 7 + row * 13) % 40) * 125 + (row % 2 === 0 ? 0.5 : 0);
          const insured = INSUREDS[(index + row) % INSUREDS.length]!;
          return { line: `POL-${period}-${String(index * 5 + row + 1).padStart(4, '0')},"${insured}",${periodMonth.toISOString().slice(0, 10)},${premium.toFixed(2)}`, premium };
        });
        const total = rows.reduce((sum, row) => sum + row.premium, 0);
        const name = `${slug(sender)}-${direction === 'inbound' ? 'premium' : 'claims'}-bdx-${period}-${String(index + 1).padStart(2, '0')}`;
        files.push({
          carrier,
          direction,
          index,
          storedName: `seed-${slug(carrier)}-${direction}-${String(index + 1).padStart(2, '0')}.csv`,
          fileName: `${name}.csv`,
          senderName: sender.slice(0, 20),
          senderId: `${SENDER_IDS[sender]}-${String(1000 + index)}`,
          period,
          createdAt: created.toISOString(),
          controlValue: total.toFixed(2),
          step: (index % 4) as SeedBdxFile['step'],
          content: ['policy_number,insured_name,period_start,premium', ...rows.map((row) => row.line)].join('\n') + '\n',
        });
      }
    }
  }
  return files;
}

/** Writes the seeded files' bytes (missing or not) under the data folder; safe to repeat. */
export async function writeSeedBdxFiles(dataDir: string): Promise<void> {
  const storage = createLocalBdxFileStorage(dataDir);
  for (const file of seedBdxFiles()) await storage.put(file.storedName, file.content);
}

/** Carrier portal users, their bordereaux files in every status, and slabs. */
export async function seedBdxPortal(db: Db, passwordHash: string): Promise<void> {
  const client = await db.one<{ id: number }>(`SELECT id FROM clients WHERE "Client_FullName" = $1`, [CARRIER_CLIENT]);
  if (!client) throw new Error(`Seed client ${CARRIER_CLIENT} missing`);
  // The portal's carriers are rows of the client's own carrier directory.
  const carriers = await db.query<{ id: number; name: string }>('SELECT id, name FROM client_carriers WHERE client_id = $1', [
    client.id,
  ]);
  const carrierId = (name: string) => {
    const carrier = carriers.find((row) => row.name === name);
    if (!carrier) throw new Error(`Seed carrier ${name} missing from ${CARRIER_CLIENT}'s directory`);
    return carrier.id;
  };
  const intakeCategories = await db.query<{ id: number; category_name: string; sublob: string | null }>(
    'SELECT id, category_name, sublob FROM intake_categories WHERE client_id = $1 ORDER BY id',
    [client.id],
  );

  const userIds = await insertRows(
    db,
    'carrier_users',
    CARRIER_USERS.map((user) => ({
      client_id: client.id,
      carrier_id: carrierId(user.carrier),
      username: user.username,
      password_hash: passwordHash,
      firstname: user.firstname,
      lastname: user.lastname,
      phonenumber: user.phonenumber,
      email: user.email,
    })),
  );
  const uploaderOf = (carrier: string) => userIds[CARRIER_USERS.findIndex((user) => user.carrier === carrier)] ?? null;

  const flag = (reached: boolean) => (reached ? '1' : '0');
  const at = (file: SeedBdxFile, days: number, reached: boolean) =>
    reached ? new Date(Date.parse(file.createdAt) + days * DAY_MS).toISOString() : null;
  const seeded = seedBdxFiles();
  const fileIds = await insertRows(
    db,
    'bdx_files',
    seeded.map((file) => {
      const intakeCategory = intakeCategories[file.index % intakeCategories.length];
      return {
        client_id: client.id,
        client_name: CARRIER_CLIENT,
        career_id: carrierId(file.carrier),
        career_name: file.carrier,
        direction: file.direction,
        sender_name: file.senderName,
        sender_id: file.senderId,
        reciver_name: file.direction === 'inbound' ? file.carrier : CARRIER_CLIENT,
        period: file.period,
        control_value: file.controlValue,
        intake_id: intakeCategory?.id ?? null,
        intake_name: intakeCategory?.category_name ?? null,
        sublob: intakeCategory?.sublob ?? null,
        file_name: file.fileName,
        stored_name: file.storedName,
        mime_type: 'text/csv',
        size_bytes: Buffer.byteLength(file.content),
        processed: flag(file.step >= 1),
        approved: flag(file.step >= 2),
        imported: flag(file.step >= 3),
        importedview: flag(file.step >= 3),
        processed_date: at(file, 1, file.step >= 1),
        approved_date: at(file, 2, file.step >= 2),
        imported_date: at(file, 3, file.step >= 3),
        uploaded_by: file.direction === 'outbound' ? uploaderOf(file.carrier) : null,
        created_at: file.createdAt,
        // Files the client made before sending existed were all in the carrier's Inbound.
        sent_at: file.direction === 'inbound' ? file.createdAt : null,
        content_sha256: createHash('sha256').update(file.content).digest('hex'),
      };
    }),
  );
  // Their rows and checks, as reading on upload records them (flags stay as seeded).
  for (const [index, file] of seeded.entries()) {
    const parsed = await parseBdxFile(Buffer.from(file.content), 'csv');
    await db.transaction((tx) => createBdxFileRepository(tx).saveParse(fileIds[index]!, parsed, { markProcessed: false }));
  }

  await insertRows(
    db,
    'slabs',
    Object.entries(SLABS).flatMap(([carrier, slabs]) =>
      slabs.map(([slab_name, noofparticipant, lowerlimit, upperlimit, amount]) => ({
        client_id: client.id,
        client_name: CARRIER_CLIENT,
        career_id: carrierId(carrier),
        slab_name,
        noofparticipant,
        lowerlimit,
        upperlimit,
        amount,
      })),
    ),
  );
}
