import { z } from 'zod';
import { idSchema } from './common';

/** An intake category (line of business) as the side bar lists it. */
export interface IntakeCategorySummary {
  id: number;
  name: string;
  sublob: string | null;
}
export const clientScopedRequest = z.object({ client_id: idSchema });
export interface IntakeCategoryMainResponse {
  intakecategory: IntakeCategorySummary[];
}
