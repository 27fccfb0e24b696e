import type { IntakeCategorySummary } from '@kyubos/contracts';
import type { Db } from '../db/db';

export function createIntakeRepository(db: Db) {
  return {
    listCategories: (clientId: number) =>
      db.query<IntakeCategorySummary>(
        'SELECT id, category_name AS name, sublob FROM intake_categories WHERE client_id = $1 ORDER BY id',
        [clientId],
      ),
  };
}
export type IntakeRepository = ReturnType<typeof createIntakeRepository>;
