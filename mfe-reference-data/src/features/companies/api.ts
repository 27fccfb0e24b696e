import { areaApi, listTags } from '@kyubos/api';
import type { Company, CompanyFields, CompanyListResponse, CompanyResponse, CompanySavedResponse } from '@kyubos/contracts';

/** Every form field as text; the server parses dates, amounts and the type. */
export type CompanyInput = Record<keyof CompanyFields, string>;

const companiesApi = areaApi('reference_data', ['Company']).injectEndpoints({
  endpoints: (build) => ({
    companies: build.query<Company[], void>({
      query: () => '/viewcompany',
      transformResponse: (response: CompanyListResponse) => response.companies,
      providesTags: (companies) => listTags('Company', companies),
    }),
    company: build.query<CompanyResponse['company'], number>({
      query: (id) => ({ url: '/editcompany', method: 'POST', body: { id } }),
      transformResponse: (response: CompanyResponse) => response.company,
      providesTags: (_company, _error, id) => [{ type: 'Company', id }],
    }),
    /** Multipart: every field plus one documentUpload part per file. */
    createCompany: build.mutation<CompanySavedResponse, { values: CompanyInput; files: readonly File[] }>({
      query: ({ values, files }) => {
        const body = new FormData();
        for (const [key, value] of Object.entries(values)) body.append(key, value);
        for (const file of files) body.append('documentUpload', file, file.name);
        return { url: '/company', method: 'POST', body };
      },
      invalidatesTags: [{ type: 'Company', id: 'LIST' }],
    }),
    updateCompany: build.mutation<CompanySavedResponse, CompanyInput & { id: number }>({
      query: (companyData) => ({ url: '/updatecompany', method: 'POST', body: { companyData } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Company', id },
        { type: 'Company', id: 'LIST' },
      ],
    }),
    removeCompany: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: '/removecompany', method: 'POST', body: { id } }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Company', id },
        { type: 'Company', id: 'LIST' },
      ],
    }),
    /**
     * A stored document, fetched with the session's token and answered as an object URL (a string
     * keeps the store serialisable); the caller revokes it once the download has started.
     */
    companyDocumentUrl: build.mutation<string, number>({
      query: (id) => ({
        url: `/companydocument/${id}`,
        responseHandler: async (response: Response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json().catch(() => ({})),
      }),
    }),
  }),
});

export const {
  useCompaniesQuery,
  useCompanyQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
  useRemoveCompanyMutation,
  useCompanyDocumentUrlMutation,
} = companiesApi;
