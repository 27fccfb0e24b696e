import { areaApi, TAGS } from '@kyubos/api';
import type { BdxImportResponse, BdxImportStartedResponse, ImportBdxRequest, Job } from '@kyubos/contracts';

/** The import of a carrier's file as a job: start it (202), then poll the job until it ends. */
const importApi = areaApi('bdx', ['BdxFile', 'BdxImportedRecord', TAGS.Quotation, 'Claim']).injectEndpoints({
  endpoints: (build) => ({
    startBdxImport: build.mutation<BdxImportStartedResponse, ImportBdxRequest & { id: number }>({
      query: (body) => ({ url: '/Importedbdximport', method: 'POST', body }),
    }),
    bdxImportJob: build.query<Job<BdxImportResponse>, number>({
      query: (id) => ({ url: '/viewjob', method: 'POST', body: { id } }),
      // A finished import changes the lists, the imported records and the quotation records it created (or the claims).
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data && data.status !== 'running') {
          dispatch(importApi.util.invalidateTags([{ type: 'BdxFile', id: 'LIST' }, { type: 'BdxImportedRecord', id: 'LIST' }, TAGS.Quotation, { type: 'Claim', id: 'LIST' }]));
        }
      },
    }),
    /** The programs of a line of business, to choose the records' program (/intakestateandprogram). */
    bdxImportPrograms: build.query<{ program: { id: number; program_name: string }[] }, number>({
      query: (intakeId) => ({ url: '/intakestateandprogram', method: 'POST', body: { id: intakeId } }),
    }),
  }),
});

export const { useStartBdxImportMutation, useBdxImportJobQuery, useBdxImportProgramsQuery } = importApi;
