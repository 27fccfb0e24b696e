import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api } from './base-api';

/** The one store of the page: every app (shell and remotes) wraps itself in it. */
export const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * Drops everything read for an earlier session (signed out, or expired), as a sign-in begins: nothing
 * read for one user or carrier is shown to the next in the same page. Not at sign-out: screens still
 * mounted then would read it all again, without a token.
 */
export function forgetEarlierSession(): void {
  store.dispatch(api.util.resetApiState());
}
