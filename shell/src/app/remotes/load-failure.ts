/** What the runtime plugin hands back instead of a module when a remote cannot be loaded. */
export interface RemoteLoadFailure {
  kind: 'remote-load-failure';
  id: string;
  error: unknown;
}

export function isRemoteLoadFailure(value: unknown): value is RemoteLoadFailure {
  return typeof value === 'object' && value !== null && (value as RemoteLoadFailure).kind === 'remote-load-failure';
}
