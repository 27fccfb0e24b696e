export { skipToken } from '@reduxjs/toolkit/query';
export { api, endServerSession, listTags, rereadAccess, signOutSession, type KyubosExtraOptions, type SessionKind } from './base-api';
export { store, forgetEarlierSession, useAppDispatch, useAppSelector, type RootState, type AppDispatch } from './store';
export { errorMessage, errorStatus, fieldErrors, formErrorMessage, isFetchBaseQueryError, isRetryable, savedMeanwhile } from './errors';
export { loadRuntimeConfig, getRuntimeConfig, setRuntimeConfig, hasRuntimeConfig } from './runtime-config';
export { uploadWithProgress, downloadFile, downloadPost, TransferError, type UploadOptions } from './transfer';
export { areaApi, claimEndpointNames, endpointOwners, tagTypeAreas } from './area-api';
export { TAGS, type SharedTag } from './tags';
export { listPageBody, listSortBody, type ListPageArgs, type ListSort } from './list-page';
