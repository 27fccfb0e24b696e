import { areaApi, listTags, store, TAGS } from '@kyubos/api';
import type {
  IntakeFormDefinitionResponse,
  AttributeGroupListResponse,
  AttributeGroupResponse,
  AttributeListResponse,
  AttributeResponse,
  CreateAttributeGroupRequest,
  CreateAttributeRequest,
  CreateIntakeAttributeGroupRequest,
  CreateIntakeCategoryRequest,
  CreateIntakeCoverageRequest,
  CreateIntakePackageRequest,
  CreatedResponse,
  CreateIntakeProgramRequest,
  CreateIntakeStateRequest,
  CreateIntakeSublobRequest,
  IntakeAttributeGroupListResponse,
  IntakeAttributeGroupResponse,
  IntakeCategoryListResponse,
  IntakeCategoryResponse,
  IntakeCoverageListResponse,
  IntakeProductSetupResponse,
  IntakeProgramCreatedResponse,
  IntakeProgramSavedResponse,
  IntakeSetupDeletedResponse,
  IntakeStatesCreatedResponse,
  IntakeSublobCreatedResponse,
  IntakeSublobSavedResponse,
  MessageResponse,
  IntakePackageListResponse,
  IntakePackageResponse,
  RankRow,
  StateListResponse,
  UpdateAttributeGroupRequest,
  UpdateAttributeRequest,
  UpdateIntakeAttributeGroupRequest,
  UpdateIntakeCategoryRequest,
  UpdateIntakeCoverageRequest,
  UpdateIntakePackageRequest,
  UpdateIntakeProgramRequest,
  UpdateIntakeSublobRequest,
} from '@kyubos/contracts';

const post = <B>(url: string, body: B) => ({ url, method: 'POST', body });
const LIST = 'LIST' as const;
/** Every product set-up read; each set-up write reads it again. */
const SETUP_LIST = { type: 'ProductSetup' as const, id: LIST };

/** Spec 2 §7's intake configuration calls (plus a package's coverages). */
const intakeConfigApi = areaApi('intake_config', [
  TAGS.IntakeCategory,
  'Package',
  'Coverage',
  'AttributeGroup',
  'Attribute',
  'IntakeAttributeGroup',
  'ProductSetup',
  TAGS.State,
  TAGS.Quotation,
]).injectEndpoints({
  endpoints: (build) => ({
    // Lines of business
    intakeCategories: build.query<IntakeCategoryListResponse, number>({
      query: (client_id) => post('/viewclientintakecategory', { client_id }),
      providesTags: (r) => listTags(TAGS.IntakeCategory, r?.intakecategory),
    }),
    intakeCategory: build.query<IntakeCategoryResponse, number>({
      query: (id) => post('/editclientintakecategory', { id }),
      providesTags: (_r, _e, id) => [{ type: TAGS.IntakeCategory, id }],
    }),
    createIntakeCategory: build.mutation<CreatedResponse, CreateIntakeCategoryRequest>({
      query: (body) => post('/createclientintakecategory', body),
      // The shell's side bar lists the lines of business too.
      invalidatesTags: [{ type: TAGS.IntakeCategory, id: LIST }],
    }),
    updateIntakeCategory: build.mutation<MessageResponse, UpdateIntakeCategoryRequest>({
      query: (body) => post('/updateclientintakecategory', body),
      // Its records follow a new name (the server carries it over right after answering).
      invalidatesTags: (_r, _e, b) => [{ type: TAGS.IntakeCategory, id: LIST }, { type: TAGS.IntakeCategory, id: Number(b.menucategoryData.id) }, TAGS.Quotation],
    }),

    // Packages
    packages: build.query<IntakePackageListResponse, number>({
      query: (cid) => post('/viewclientintakesubcategory', { cid }),
      providesTags: (r) => listTags('Package', r?.intakesubcategory),
    }),
    package: build.query<IntakePackageResponse, number>({
      query: (id) => post('/editclientintakesubcategory', { id }),
      providesTags: (_r, _e, id) => [{ type: 'Package', id }],
    }),
    createPackage: build.mutation<CreatedResponse, CreateIntakePackageRequest>({
      query: (body) => post('/createclientintakesubcategory', body),
      invalidatesTags: [{ type: 'Package', id: LIST }],
    }),
    updatePackage: build.mutation<MessageResponse, UpdateIntakePackageRequest>({
      query: (body) => post('/updateclientintakesubcategory/', body),
      invalidatesTags: (_r, _e, b) => [{ type: 'Package', id: LIST }, { type: 'Package', id: Number(b.subcategoryDatalist.id) }],
    }),
    removePackage: build.mutation<MessageResponse, number>({
      query: (id) => post('/removeclientintakesubcategory', { id }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Package', id: LIST }, { type: 'Package', id }],
    }),

    // Coverages
    coverages: build.query<IntakeCoverageListResponse, number>({
      query: (package_id) => post('/viewclientintakecoverage', { package_id }),
      providesTags: (r) => listTags('Coverage', r?.intakecoverage),
    }),
    createCoverage: build.mutation<CreatedResponse, CreateIntakeCoverageRequest>({
      query: (body) => post('/createclientintakecoverage', body),
      invalidatesTags: [{ type: 'Coverage', id: LIST }],
    }),
    updateCoverage: build.mutation<MessageResponse, UpdateIntakeCoverageRequest>({
      query: (body) => post('/updateclientintakecoverage', body),
      invalidatesTags: (_r, _e, b) => [{ type: 'Coverage', id: LIST }, { type: 'Coverage', id: Number(b.coverageData.id) }],
    }),
    removeCoverage: build.mutation<MessageResponse, number>({
      query: (id) => post('/removeclientintakecoverage', { id }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Coverage', id: LIST }, { type: 'Coverage', id }],
    }),

    // Attribute groups
    groups: build.query<AttributeGroupListResponse, number>({
      query: (cid) => post('/viewattributegroup', { cid }),
      providesTags: (r) => listTags('AttributeGroup', r?.Attiributecategory),
    }),
    group: build.query<AttributeGroupResponse, number>({
      query: (id) => post('/editattributegroup', { id }),
      providesTags: (_r, _e, id) => [{ type: 'AttributeGroup', id }],
    }),
    createGroup: build.mutation<CreatedResponse, CreateAttributeGroupRequest>({
      query: (body) => post('/createattributegroup', body),
      invalidatesTags: [{ type: 'AttributeGroup', id: LIST }],
    }),
    updateGroup: build.mutation<MessageResponse, UpdateAttributeGroupRequest>({
      query: (body) => post('/updateattributegroup', body),
      // Placements on intake forms copy the group's name and layout.
      invalidatesTags: (_r, _e, b) => [
        { type: 'AttributeGroup', id: LIST },
        { type: 'AttributeGroup', id: Number(b.attributegroupData.id) },
        { type: 'IntakeAttributeGroup', id: LIST },
      ],
    }),
    saveGroupRanks: build.mutation<MessageResponse, RankRow[]>({
      query: (rows) => post('/updateattibutegrouprank', { AttributeGroupData: rows }),
      invalidatesTags: (_r, _e, rows) => [{ type: 'AttributeGroup', id: LIST }, ...rows.map((r) => ({ type: 'AttributeGroup' as const, id: Number(r.id) }))],
    }),

    // Attributes
    attributes: build.query<AttributeListResponse, { gid: number; client_id: number }>({
      query: (body) => post('/viewattribute', body),
      providesTags: (r) => listTags('Attribute', r?.attribute),
    }),
    attribute: build.query<AttributeResponse, number>({
      query: (id) => post('/editattribute', { id }),
      providesTags: (_r, _e, id) => [{ type: 'Attribute', id }],
    }),
    createAttribute: build.mutation<CreatedResponse, CreateAttributeRequest>({
      query: (body) => post('/createattribute', body),
      invalidatesTags: [{ type: 'Attribute', id: LIST }],
    }),
    updateAttribute: build.mutation<MessageResponse, UpdateAttributeRequest>({
      query: (body) => post('/updateattribute', body),
      invalidatesTags: (_r, _e, b) => [{ type: 'Attribute', id: LIST }, { type: 'Attribute', id: Number(b.attributeData.id) }],
    }),
    saveAttributeRanks: build.mutation<MessageResponse, RankRow[]>({
      query: (rows) => post('/updateattributerank', { AttributeData: rows }),
      invalidatesTags: (_r, _e, rows) => [{ type: 'Attribute', id: LIST }, ...rows.map((r) => ({ type: 'Attribute' as const, id: Number(r.id) }))],
    }),

    // Attribute groups of a line of business
    intakeGroups: build.query<IntakeAttributeGroupListResponse, { intake_id: number; cid: number }>({
      query: (body) => post('/viewintakeattributegroup', body),
      providesTags: (r) => listTags('IntakeAttributeGroup', r?.Attiributecategory),
    }),
    intakeGroup: build.query<IntakeAttributeGroupResponse, number>({
      query: (id) => post('/editintakeattributegroup', { id }),
      providesTags: (_r, _e, id) => [{ type: 'IntakeAttributeGroup', id }],
    }),
    createIntakeGroup: build.mutation<CreatedResponse, CreateIntakeAttributeGroupRequest>({
      query: (body) => post('/createintakeattributegroup', body),
      invalidatesTags: [{ type: 'IntakeAttributeGroup', id: LIST }],
    }),
    updateIntakeGroup: build.mutation<MessageResponse, UpdateIntakeAttributeGroupRequest>({
      query: (body) => post('/updateintakeattributegroup', body),
      invalidatesTags: (_r, _e, b) => [
        { type: 'IntakeAttributeGroup', id: LIST },
        { type: 'IntakeAttributeGroup', id: Number(b.attributegroupData.id) },
      ],
    }),
    saveIntakeGroupRanks: build.mutation<MessageResponse, RankRow[]>({
      query: (rows) => post('/updateintakeattributegrouprank', { AttributeGroupData: rows }),
      invalidatesTags: (_r, _e, rows) => [
        { type: 'IntakeAttributeGroup', id: LIST },
        ...rows.map((r) => ({ type: 'IntakeAttributeGroup' as const, id: Number(r.id) })),
      ],
    }),
    // Product set-up of a line of business: its sub-LOBs, states and programs, read in one answer.
    productSetup: build.query<IntakeProductSetupResponse, number>({
      query: (intake_id) => post('/viewintakeproductsetup', { intake_id }),
      // A program shows its package's name: renaming or removing a package reads the set-up again.
      providesTags: (_r, _e, intake_id) => [SETUP_LIST, { type: 'ProductSetup', id: intake_id }, { type: 'Package', id: LIST }],
    }),
    createSetupSublob: build.mutation<IntakeSublobCreatedResponse, CreateIntakeSublobRequest>({
      query: (body) => post('/createintakesublob', body),
      invalidatesTags: [SETUP_LIST],
    }),
    updateSetupSublob: build.mutation<IntakeSublobSavedResponse, UpdateIntakeSublobRequest>({
      query: (body) => post('/updateintakesublob', body),
      invalidatesTags: [SETUP_LIST, TAGS.Quotation],
    }),
    removeSetupSublob: build.mutation<IntakeSetupDeletedResponse, number>({
      query: (id) => post('/deleteintakesublob', { id }),
      invalidatesTags: [SETUP_LIST],
    }),
    addSetupStates: build.mutation<IntakeStatesCreatedResponse, CreateIntakeStateRequest>({
      query: (body) => post('/createintakestate', body),
      invalidatesTags: [SETUP_LIST],
    }),
    removeSetupState: build.mutation<IntakeSetupDeletedResponse, number>({
      query: (id) => post('/deleteintakestate', { id }),
      invalidatesTags: [SETUP_LIST],
    }),
    createSetupProgram: build.mutation<IntakeProgramCreatedResponse, CreateIntakeProgramRequest>({
      query: (body) => post('/createintakeprogram', body),
      invalidatesTags: [SETUP_LIST],
    }),
    updateSetupProgram: build.mutation<IntakeProgramSavedResponse, UpdateIntakeProgramRequest>({
      query: (body) => post('/updateintakeprogram', body),
      invalidatesTags: [SETUP_LIST, TAGS.Quotation],
    }),
    removeSetupProgram: build.mutation<IntakeSetupDeletedResponse, number>({
      query: (id) => post('/deleteintakeprogram', { id }),
      invalidatesTags: [SETUP_LIST],
    }),
    /** The reference states a line of business may be offered in (the set-up's state pick list). */
    setupStateChoices: build.query<StateListResponse, void>({
      query: () => '/viewstate',
      providesTags: [{ type: TAGS.State, id: LIST }],
    }),

    /** The whole intake form of a line of business, as quotations are written on it (the Preview form). */
    intakeFormPreview: build.query<IntakeFormDefinitionResponse, number>({
      query: (intakeId) => ({ url: '/viewintakeformdefinition', method: 'POST', body: { intake_id: intakeId } }),
      providesTags: [{ type: 'IntakeAttributeGroup', id: 'LIST' }, { type: 'Attribute', id: 'LIST' }],
    }),
  }),
});

export const {
  useIntakeCategoriesQuery,
  useIntakeCategoryQuery,
  useCreateIntakeCategoryMutation,
  useUpdateIntakeCategoryMutation,
  usePackagesQuery,
  usePackageQuery,
  useCreatePackageMutation,
  useUpdatePackageMutation,
  useRemovePackageMutation,
  useCoveragesQuery,
  useCreateCoverageMutation,
  useUpdateCoverageMutation,
  useRemoveCoverageMutation,
  useGroupsQuery,
  useGroupQuery,
  useCreateGroupMutation,
  useUpdateGroupMutation,
  useSaveGroupRanksMutation,
  useAttributesQuery,
  useAttributeQuery,
  useCreateAttributeMutation,
  useUpdateAttributeMutation,
  useSaveAttributeRanksMutation,
  useIntakeGroupsQuery,
  useIntakeGroupQuery,
  useCreateIntakeGroupMutation,
  useUpdateIntakeGroupMutation,
  useSaveIntakeGroupRanksMutation,
  useIntakeFormPreviewQuery,
  useProductSetupQuery,
  useCreateSetupSublobMutation,
  useUpdateSetupSublobMutation,
  useRemoveSetupSublobMutation,
  useAddSetupStatesMutation,
  useRemoveSetupStateMutation,
  useCreateSetupProgramMutation,
  useUpdateSetupProgramMutation,
  useRemoveSetupProgramMutation,
  useSetupStateChoicesQuery,
} = intakeConfigApi;

/** Starts the lines-of-business read ahead of its list screen (the remote's prefetch). */
export function prefetchIntakeCategories(clientId: number): void {
  void store.dispatch(intakeConfigApi.util.prefetch('intakeCategories', clientId, {}));
}
