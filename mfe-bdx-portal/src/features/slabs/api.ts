import { areaApi, TAGS } from '@kyubos/api';
import type { EditSlabResponse, UpdateSlabResponse } from '@kyubos/contracts';

export interface SlabValues {
  id: number;
  slab_name: string;
  noofparticipant: string;
  lowerlimit: string;
  upperlimit: string;
  amount: string;
}

const slabsApi = areaApi('bdx_portal', [TAGS.Slab]).injectEndpoints({
  endpoints: (build) => ({
    slab: build.query<EditSlabResponse, number>({
      query: (id) => ({ url: '/editslab', method: 'POST', body: { id } }),
      extraOptions: { session: 'carrier' },
      providesTags: (_result, _error, id) => [{ type: TAGS.Slab, id }],
    }),
    updateSlab: build.mutation<UpdateSlabResponse, SlabValues>({
      query: (slab) => ({ url: '/updateslab', method: 'POST', body: { userData: slab } }),
      extraOptions: { session: 'carrier' },
      invalidatesTags: (_result, _error, slab) => [
        { type: TAGS.Slab, id: slab.id },
        { type: TAGS.Slab, id: 'LIST' },
      ],
    }),
  }),
});

export const { useSlabQuery, useUpdateSlabMutation } = slabsApi;
