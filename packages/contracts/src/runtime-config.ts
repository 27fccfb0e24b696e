import { z } from 'zod';
import { DEFAULT_PRODUCT_NAME } from './constants';

/**
 * Where a remote renders: inside the admin layout (header, menus, side bar, footer)
 * or on the whole page (the carrier portal brings its own layout).
 */
export const remoteLayoutSchema = z.enum(['admin', 'page']);
export type RemoteLayout = z.infer<typeof remoteLayoutSchema>;

export const remoteConfigSchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_]*$/),
  /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: z.string().min(1),
  /** Route patterns the remote owns, e.g. '/user_admin_edit_countries/:id'. */
  routes: z.array(z.string().startsWith('/')).min(1),
  layout: remoteLayoutSchema.default('admin'),
});
export type RemoteConfig = z.infer<typeof remoteConfigSchema>;

/** Served with no-cache by every app's server; overridable by environment at serve time. */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string().min(1),
  productName: z.string().min(1).default(DEFAULT_PRODUCT_NAME),
  remotes: z.array(remoteConfigSchema).default([]),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
