import type { IntakeCategoryMainResponse } from '@kyubos/contracts';
import type { AdminAuth } from '../auth/tokens';
import { assertSameClient } from '../tenancy';
import type { IntakeRepository } from './repository';

export function createIntakeService(intake: IntakeRepository) {
  return {
    /** The side bar's lines of business of the caller's own client. */
    async categoriesForSideBar(auth: AdminAuth, clientId: number): Promise<IntakeCategoryMainResponse> {
      assertSameClient(auth, clientId);
      return { intakecategory: await intake.listCategories(clientId) };
    },
  };
}
export type IntakeService = ReturnType<typeof createIntakeService>;
