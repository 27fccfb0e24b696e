import type { IntakeCategoryMainResponse } from '@kyubos/contracts';
import type { Db } from '../db/db';
import type { AdminAuth } from '../auth/tokens';
import { assertSameClient } from '../tenancy';
import { createIntakeRepository } from './repository';

export function createIntakeService(db: Db) {
  const intake = createIntakeRepository(db);
  return {
    /** The side bar's lines of business of the caller's own client. */
    async categoriesForSideBar(auth: AdminAuth, clientId: number): Promise<IntakeCategoryMainResponse> {
      assertSameClient(auth, clientId);
      return { intakecategory: await intake.listCategories(clientId) };
    },
  };
}
export type IntakeService = ReturnType<typeof createIntakeService>;
