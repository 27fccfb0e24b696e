import { areaApi, listTags } from '@kyubos/api';
import type { AdminSlab, CreateSlabRequest, EditSlabResponse, UpdateSlabRequest, ViewSlabResponse } from '@kyubos/contracts';

const LIST = { type: 'Slab', id: 'LIST' } as const;

const slabsApi = areaApi('bdx', ['Slab']).injectEndpoints({
  endpoints: (build) => ({
    adminSlabs: build.query<AdminSlab[], number>({
      query: (clientId) => ({ url: '/viewslab', method: 'POST', body: { client_id: clientId } }),
      transformResponse: (response: ViewSlabResponse) => response.slablist,
      providesTags: (result) => [LIST, ...listTags('Slab', result)],
    }),
    adminSlab: build.query<AdminSlab, number>({
      query: (id) => ({ url: '/editslab', method: 'POST', body: { id } }),
      transformResponse: (response: EditSlabResponse) => response.slablist as AdminSlab,
      providesTags: (_result, _error, id) => [{ type: 'Slab', id }],
    }),
    createAdminSlab: build.mutation<EditSlabResponse, Record<keyof Omit<CreateSlabRequest, 'client_id' | 'client_name'>, string>>({
      query: (body) => ({ url: '/createslab', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateAdminSlab: build.mutation<EditSlabResponse, Record<keyof Omit<UpdateSlabRequest, 'client_id' | 'client_name' | 'id'>, string> & { id: number }>({
      query: (body) => ({ url: '/updateslab', method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Slab', id }],
    }),
  }),
});

export const { useAdminSlabsQuery, useAdminSlabQuery, useCreateAdminSlabMutation, useUpdateAdminSlabMutation } = slabsApi;
