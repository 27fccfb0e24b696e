import { summarizeRowAudit } from '../audit/repository';
import type { BackgroundTasks } from '../background';
import { pooled, type Db } from '../db/db';
import { othersFirst } from '../db/others-first';

/**
 * A record carries the names of its line of business, sub-line and program (its lists sort and
 * filter by them, its reports group by them, its documents print them). When one of them is renamed,
 * the records follow after the answer: a line may hold 100,000 records, and on the embedded database
 * one statement for all of them would hold every other call for seconds. Records are taken a range
 * of ids at a time, each in a short transaction of its own, other calls first between them.
 * The pass changes only what differs, so running it again is harmless: the server runs it once at
 * start, which finishes a pass a stopped process left midway.
 */

/**
 * Each statement reads at most NAMES_RANGE ids and changes at most NAMES_CHANGED records (a range
 * left with more goes on from its last changed id), so a transaction holds the embedded database
 * briefly however the renamed line's records lie among the ids: measured with 80,000 records, a
 * range that changes nothing takes about 20 ms; renaming a line of 20,000 records took 403
 * transactions, 22 ms at the median, 34 ms at the 90th percentile (at a load average of 4).
 */
export const NAMES_RANGE = 2000;
export const NAMES_CHANGED = 50;

/** The names each record of a range takes from its line, sub-line and program as they stand; the first NAMES_CHANGED that differ are written. */
const FOLLOW = `
  WITH named AS (
    SELECT q.id, ROW(q."intake_Name", q."intake_subName", q.sublob_name, q.sublob_code, q.programname) AS stored,
           c.category_name AS line, coalesce(s.name, c.sublob) AS sub_line,
           coalesce(s.name, q.sublob_name) AS sublob_name, coalesce(s.sublob_code, q.sublob_code) AS sublob_code,
           coalesce(p.program_name, q.programname) AS program
      FROM policy_quotations q
      JOIN intake_categories c ON c.id = q.intake_id
      LEFT JOIN intake_sublobs s ON s.id = q.sublob_id
      LEFT JOIN intake_programs p ON p.id = q.program_id
     WHERE q.id > $1 AND q.id <= $2 AND ($3::integer IS NULL OR q.intake_id = $3)
  ), due AS (
    SELECT * FROM named WHERE stored IS DISTINCT FROM ROW(line, sub_line, sublob_name, sublob_code, program) ORDER BY id LIMIT $4
  )
  UPDATE policy_quotations q
     SET "intake_Name" = due.line, "intake_subName" = due.sub_line, sublob_name = due.sublob_name, sublob_code = due.sublob_code, programname = due.program
    FROM due WHERE q.id = due.id
  RETURNING q.id`;

/** Brings the names of the records of one line (every line without `intakeId`) up to date; answers how many changed. */
export async function followRenamedNames(db: Db, intakeId: number | null = null): Promise<number> {
  const last = (await db.one<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM policy_quotations'))!.id;
  let changed = 0;
  let begun = db.begun?.();
  for (let after = 0; after < last; ) {
    const to = Math.min(after + NAMES_RANGE, last);
    const ids = await db.transaction(async (tx) => {
      // The rename is audited; the records it carries over are not audited one by one.
      await summarizeRowAudit(tx);
      return (await tx.query<{ id: number }>(FOLLOW, [after, to, intakeId, NAMES_CHANGED])).map((row) => row.id);
    });
    changed += ids.length;
    after = ids.length === NAMES_CHANGED ? Math.max(...ids) : to;
    if (!pooled(db)) await othersFirst(db, begun);
    begun = db.begun?.();
  }
  return changed;
}

/** What a rename of a line, sub-line or program asks of the records: to follow, after the answer. */
export function createRecordNames(db: Db, background: BackgroundTasks) {
  return {
    follow(intakeId: number): void {
      background.run('Records following renamed names', () => followRenamedNames(db, intakeId));
    },
  };
}
export type RecordNames = ReturnType<typeof createRecordNames>;
