import { areaApi, listPageBody, listTags, TAGS, type ListPageArgs } from '@kyubos/api';
import type {
  AdminBdxListResponse,
  ApproveBdxRequest,
  BdxFileDetailResponse,
  BdxFileListColumn,
  BdxFileSavedResponse,
  BdxFileViewResponse,
  BdxExportDataResponse,
  BdxExportRequest,
  BdxImportedRecordListColumn,
  BdxImportedRecordsResponse,
  BdxImportResponse,
  BdxImportStartedResponse,
  CreateBdxExportRequest,
  ImportBdxRequest,
  IntakeCategoryListResponse,
  Job,
} from '@kyubos/contracts';

/** The admin lists and the call of each. */
export type BdxListKind = 'created' | 'review' | 'send' | 'history' | 'inbound' | 'export';
export const BDX_LIST_CALL: Record<BdxListKind, string> = {
  created: '/viewbrdxcreate',
  review: '/viewbrdxreview',
  send: '/viewbrdxsend',
  history: '/viewbrdxfile',
  inbound: '/viewclientinbound',
  export: '/viewbrdxexport',
};
/** An admin file list's page: its header filters (by column), sort and page. */
export interface AdminBdxFilesArgs extends ListPageArgs<BdxFileListColumn> {
  kind: BdxListKind;
  clientId: number;
}
/** A page of the records imports made (the client's, or one file's): its header filters, sort and page. */
export interface BdxImportedRecordsArgs extends ListPageArgs<BdxImportedRecordListColumn> {
  clientId: number;
  fileId?: number;
}
const LIST = { type: 'BdxFile', id: 'LIST' } as const;

const IMPORTED = { type: 'BdxImportedRecord', id: 'LIST' } as const;

const filesApi = areaApi('bdx', ['BdxFile', TAGS.IntakeCategory, 'BdxImportedRecord', TAGS.Quotation, 'Claim']).injectEndpoints({
  endpoints: (build) => ({
    /** One page of an admin file list, filtered and sorted by the server. */
    adminBdxFiles: build.query<AdminBdxListResponse, AdminBdxFilesArgs>({
      query: ({ kind, clientId, ...listPage }) => ({
        url: BDX_LIST_CALL[kind],
        method: 'POST',
        body: { client_id: clientId, ...listPageBody(listPage) },
      }),
      providesTags: (result) => [LIST, ...listTags('BdxFile', result?.brdxList)],
    }),
    bdxFileView: build.query<BdxFileViewResponse, { id: number; page: number; pageSize: number }>({
      query: (body) => ({ url: '/editbrdxfileview', method: 'POST', body }),
      providesTags: (_result, _error, { id }) => [{ type: 'BdxFile', id }],
    }),
    bdxFileDetail: build.query<BdxFileDetailResponse, number>({
      query: (id) => ({ url: '/editbrdxfile', method: 'POST', body: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'BdxFile', id }],
    }),
    approveBdxFile: build.mutation<BdxFileSavedResponse, ApproveBdxRequest>({
      query: (body) => ({ url: '/reviewdbdx', method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'BdxFile', id }],
    }),
    /** Removes a file the client made while it is not approved (e.g. one that could not be read). */
    removeAdminBdxFile: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: '/removebrdxsamplefile', method: 'POST', body: { id } }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'BdxFile', id }],
    }),
    sendBdxFile: build.mutation<BdxFileSavedResponse, number>({
      query: (id) => ({ url: '/sendbdx', method: 'POST', body: { id } }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'BdxFile', id }],
    }),
    /** The rows an export would hold (Submit); a POST that changes nothing, run on demand. */
    bdxExportData: build.mutation<BdxExportDataResponse, BdxExportRequest>({
      query: (body) => ({ url: '/fileExportdata', method: 'POST', body }),
    }),
    createBdxExport: build.mutation<BdxFileSavedResponse, CreateBdxExportRequest>({
      query: (body) => ({ url: '/createfileExport', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    /** One page of the records imports made, filtered and sorted by the server, with how many the filters keep. */
    bdxImportedRecords: build.query<BdxImportedRecordsResponse, BdxImportedRecordsArgs>({
      query: ({ clientId, fileId, ...listPage }) => ({
        url: '/viewbrdximportfile',
        method: 'POST',
        body: { client_id: clientId, file_id: fileId, ...listPageBody(listPage) },
      }),
      providesTags: [IMPORTED],
    }),
    /** The import of a carrier's file as a job: start it (202), then poll the job until it ends. */
    startBdxImport: build.mutation<BdxImportStartedResponse, ImportBdxRequest & { id: number }>({
      query: (body) => ({ url: '/Importedbdximport', method: 'POST', body }),
    }),
    bdxImportJob: build.query<Job<BdxImportResponse>, number>({
      query: (id) => ({ url: '/viewjob', method: 'POST', body: { id } }),
      // A finished import changes the lists, the imported records and the quotation records it created (or the claims).
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data && data.status !== 'running') {
          dispatch(filesApi.util.invalidateTags([LIST, IMPORTED, TAGS.Quotation, { type: 'Claim', id: 'LIST' }]));
        }
      },
    }),
    /** The programs of a line of business, to choose the records' program (/intakestateandprogram). */
    bdxImportPrograms: build.query<{ program: { id: number; program_name: string }[] }, number>({
      query: (intakeId) => ({ url: '/intakestateandprogram', method: 'POST', body: { id: intakeId } }),
    }),
    bdxIntakeCategories: build.query<IntakeCategoryListResponse, number>({
      query: (clientId) => ({ url: '/viewclientintakecategory', method: 'POST', body: { client_id: clientId } }),
      providesTags: [{ type: 'IntakeCategory', id: 'LIST' }],
    }),
  }),
});

export const {
  useAdminBdxFilesQuery,
  useBdxFileViewQuery,
  useBdxFileDetailQuery,
  useApproveBdxFileMutation,
  useRemoveAdminBdxFileMutation,
  useSendBdxFileMutation,
  useBdxIntakeCategoriesQuery,
  useBdxExportDataMutation,
  useCreateBdxExportMutation,
  useBdxImportedRecordsQuery,
  useStartBdxImportMutation,
  useBdxImportJobQuery,
  useBdxImportProgramsQuery,
} = filesApi;

/** After an upload made outside RTK Query (it needs progress events): reload the lists. */
export const bdxListsChanged = () => filesApi.util.invalidateTags([LIST]);
