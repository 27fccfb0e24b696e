import {
  PRODUCTION_NONE_LABEL,
  type ProductionGroupKey,
  type ProductionRecordsResponse,
  type ProductionReportResponse,
  type ProductionReportRow,
  type productionRecordsRequest,
  type productionReportRequest,
} from '@kyubos/contracts';
import type { z } from 'zod';
import type { AdminAuth } from '../auth/tokens';
import type { Db } from '../db/db';
import type { LossRatios } from '../dashboard/service';
import type { CallAuthorizer } from '../permissions/service';
import { bookScopeOf, type PeriodScope } from '../quotations/book-scope';
import type { CreatorLookup } from '../quotations/service';
import type { ListExport } from '../export/list-export';
import { productionReportExport } from './list-export';
import { createProductionRepository } from './repository';

/** The Production Report: written premium and counts of a period, grouped, in the caller's book (an agent's own). */
export interface ProductionReportDeps {
  creators: CreatorLookup;
  /** The claims area's loss ratios, shown to callers who may open Loss Runs. */
  lossRatios?: LossRatios;
  authorizer?: Pick<CallAuthorizer, 'mayRead'>;
}

export function createProductionReportService(db: Db, { creators, lossRatios, authorizer }: ProductionReportDeps) {
  const production = createProductionRepository(db);
  const scopeOf = async (auth: AdminAuth, period: { from: string; to: string }): Promise<PeriodScope> => ({
    ...(await bookScopeOf(creators, auth)),
    from: period.from,
    to: period.to,
  });
  const service = {
    /** `/viewproductionreport`: a row per combination of the groups (records without a value named as such), and the totals. */
    async report(auth: AdminAuth, request: z.output<typeof productionReportRequest>): Promise<ProductionReportResponse> {
      const groupBy = request.groupBy as ProductionGroupKey[];
      const { rows, totals } = await production.report(await scopeOf(auth, request), groupBy);
      for (const row of rows) {
        for (const key of groupBy) {
          const value = row.groups[key]!;
          if (value.id === null || value.name === '') value.name = PRODUCTION_NONE_LABEL[key];
        }
      }
      const period = { from: request.from, to: request.to };
      const lossRatio =
        lossRatios && authorizer && (await authorizer.mayRead(auth, '/user_admin_loss_runs'))
          ? { program: await lossRatios(auth, { ...period, group_by: 'program' }), lob: await lossRatios(auth, { ...period, group_by: 'lob' }) }
          : null;
      return { ...period, groupBy, rows, totals, lossRatio };
    },
    /** `/viewproductionrecords`: the drill-down of one row, the transactions behind its figures. */
    async records(auth: AdminAuth, request: z.output<typeof productionRecordsRequest>): Promise<ProductionRecordsResponse> {
      return production.records(await scopeOf(auth, request), request.where, request.page ?? 1, request.pageSize ?? 15);
    },
    /** `/exportviewproductionreport`: the report's rows and its totals as a file, in the same book as `report`. */
    async exportReport(auth: AdminAuth, request: z.output<typeof productionReportRequest>): Promise<ListExport<ProductionReportRow>> {
      return productionReportExport(await service.report(auth, request));
    },
  };
  return service;
}
export type ProductionReportService = ReturnType<typeof createProductionReportService>;
