import { areaApi } from '@kyubos/api';
import type { ProductionRecordsRequest, ProductionRecordsResponse, ProductionReportRequest, ProductionReportResponse } from '@kyubos/contracts';

const productionReportApi = areaApi('quotations', ['Quotation']).injectEndpoints({
  endpoints: (build) => ({
    productionReport: build.query<ProductionReportResponse, ProductionReportRequest>({
      query: (body) => ({ url: '/viewproductionreport', method: 'POST', body }),
      // Written premium moves with the records: any record change reads it again.
      providesTags: [{ type: 'Quotation', id: 'LIST' }],
    }),
    productionRecords: build.query<ProductionRecordsResponse, ProductionRecordsRequest>({
      query: (body) => ({ url: '/viewproductionrecords', method: 'POST', body }),
      providesTags: [{ type: 'Quotation', id: 'LIST' }],
    }),
  }),
});

export const { useProductionReportQuery, useProductionRecordsQuery } = productionReportApi;
