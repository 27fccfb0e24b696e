import { areaApi, listTags, TAGS } from '@kyubos/api';
import {
  PARTNER_NAME_KEY,
  type CreatedResponse,
  type MessageResponse,
  type Partner,
  type PartnerFields,
  type PartnerKind,
  type PointingIdLookupResponse,
} from '@kyubos/contracts';

/** Spec 2 §7's paths per directory (MGA edit and update have their own calls). */
const CALLS = {
  carrier: { list: '/viewcarrier', edit: '/editcarrier', create: '/createcarrier', update: '/updatecarrier', remove: '/removecarrier', lookup: '/clientsearch', key: 'carrier' },
  tpa: { list: '/viewclientTPA', edit: '/editclientTPA', create: '/createclientTPA', update: '/updateclientTPA', remove: '/removeclientTPA', lookup: '/clientsearchtpa', key: 'tpa' },
  mga: { list: '/viewclientMGA', edit: '/editclientMGA', create: '/createclientMGA', update: '/updateclientMGA', remove: '/removeclientMGA', lookup: '/clientsearchmga', key: 'mga' },
} as const;
const TAG = { carrier: 'Carrier', tpa: 'Tpa', mga: 'Mga' } as const;

/** A record answered under its directory's name key, read back as `name`. */
const toPartner = (kind: PartnerKind, record: PartnerFields & Record<string, unknown>): Partner => ({
  ...record,
  name: String(record[PARTNER_NAME_KEY[kind]] ?? ''),
});

/** The form's values as sent; the name goes under the directory's own key. */
export interface PartnerBody {
  name: string;
  phonenumber: string;
  email: string;
  fax: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  websiteaddress: string;
  membertype: string;
  kyubosid: string;
  username: string;
  password: string;
  BDX_Username: string;
  BDX_Password: string;
  containername: string;
}
const withNameKey = (kind: PartnerKind, { name, ...rest }: PartnerBody) => ({ [PARTNER_NAME_KEY[kind]]: name, ...rest });

const partnersApi = areaApi('intake_config', [TAGS.Carrier, 'Tpa', 'Mga']).injectEndpoints({
  endpoints: (build) => ({
    partners: build.query<Partner[], { kind: PartnerKind; client_id: number }>({
      query: ({ kind, client_id }) => ({ url: CALLS[kind].list, method: 'POST', body: { client_id } }),
      transformResponse: (response: Record<string, (PartnerFields & Record<string, unknown>)[]>, _meta, { kind }) =>
        (response[CALLS[kind].key] ?? []).map((r) => toPartner(kind, r)),
      providesTags: (rows, _e, { kind }) => listTags(TAG[kind], rows),
    }),
    partner: build.query<Partner, { kind: PartnerKind; id: number }>({
      query: ({ kind, id }) => ({ url: CALLS[kind].edit, method: 'POST', body: { id } }),
      transformResponse: (response: Record<string, PartnerFields & Record<string, unknown>>, _meta, { kind }) =>
        toPartner(kind, response[CALLS[kind].key]!),
      providesTags: (_r, _e, { kind, id }) => [{ type: TAG[kind], id }],
    }),
    createPartner: build.mutation<CreatedResponse, { kind: PartnerKind; client_id: number; values: PartnerBody }>({
      query: ({ kind, client_id, values }) => ({ url: CALLS[kind].create, method: 'POST', body: { ...withNameKey(kind, values), client_id } }),
      invalidatesTags: (_r, _e, { kind }) => [{ type: TAG[kind], id: 'LIST' }],
    }),
    updatePartner: build.mutation<MessageResponse, { kind: PartnerKind; id: number; values: PartnerBody }>({
      query: ({ kind, id, values }) => ({ url: CALLS[kind].update, method: 'POST', body: { userData: { ...withNameKey(kind, values), id } } }),
      invalidatesTags: (_r, _e, { kind, id }) => [{ type: TAG[kind], id: 'LIST' }, { type: TAG[kind], id }],
    }),
    removePartner: build.mutation<MessageResponse, { kind: PartnerKind; id: number }>({
      query: ({ kind, id }) => ({ url: CALLS[kind].remove, method: 'POST', body: { id } }),
      invalidatesTags: (_r, _e, { kind, id }) => [{ type: TAG[kind], id: 'LIST' }, { type: TAG[kind], id }],
    }),
    lookupPointingId: build.mutation<PointingIdLookupResponse, { kind: PartnerKind; kyubosid: string }>({
      query: ({ kind, kyubosid }) => ({ url: CALLS[kind].lookup, method: 'POST', body: { kyubosid } }),
    }),
  }),
});

export const {
  usePartnersQuery,
  usePartnerQuery,
  useCreatePartnerMutation,
  useUpdatePartnerMutation,
  useRemovePartnerMutation,
  useLookupPointingIdMutation,
} = partnersApi;
