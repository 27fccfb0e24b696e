import { areaApi, listTags, TAGS } from '@kyubos/api';
import type { BrdxListResponse, CarrierScopedRequest, ClientIntakeCategoryResponse, PortalMessage } from '@kyubos/contracts';

export type Direction = 'inbound' | 'outbound';

/** One list tag per direction, so an upload or removal reloads only the outbound list. */
const listId = (direction: Direction) => `LIST-${direction}`;

const filesApi = areaApi('bdx_portal', [TAGS.IntakeCategory, TAGS.BdxFile]).injectEndpoints({
  endpoints: (build) => ({
    bdxFiles: build.query<BrdxListResponse, CarrierScopedRequest & { direction: Direction }>({
      query: ({ direction, ...scope }) => ({
        url: direction === 'inbound' ? '/viewBDXInbound' : '/viewBDXOutbound',
        method: 'POST',
        body: scope,
      }),
      extraOptions: { session: 'carrier' },
      providesTags: (result, _error, { direction }) => [
        { type: TAGS.BdxFile, id: listId(direction) },
        ...listTags(TAGS.BdxFile, result?.brdxList),
      ],
    }),
    importToMain: build.mutation<PortalMessage, number>({
      query: (id) => ({ url: '/brdxfileimporttomain', method: 'POST', body: { id } }),
      extraOptions: { session: 'carrier' },
      invalidatesTags: (_result, _error, id) => [
        { type: TAGS.BdxFile, id },
        { type: TAGS.BdxFile, id: listId('inbound') },
      ],
    }),
    removePortalBdxFile: build.mutation<PortalMessage, number>({
      query: (id) => ({ url: '/removebrdxfile', method: 'POST', body: { id } }),
      extraOptions: { session: 'carrier' },
      invalidatesTags: (_result, _error, id) => [
        { type: TAGS.BdxFile, id },
        { type: TAGS.BdxFile, id: listId('outbound') },
      ],
    }),
    clientIntakeCategories: build.query<ClientIntakeCategoryResponse, number>({
      query: (clientId) => ({ url: '/viewclientintakecategory', method: 'POST', body: { client_id: clientId } }),
      extraOptions: { session: 'carrier' },
      providesTags: [{ type: TAGS.IntakeCategory, id: 'LIST' }],
    }),
  }),
});

export const { useBdxFilesQuery, useImportToMainMutation, useRemovePortalBdxFileMutation, useClientIntakeCategoriesQuery } = filesApi;

/** After an upload made outside RTK Query (it needs progress events): reload the outbound list. */
export const outboundListChanged = () => filesApi.util.invalidateTags([{ type: TAGS.BdxFile, id: listId('outbound') }]);
