/**
 * Blob containers of the bordereaux: Azure's naming rules, and the platform's own container that
 * no carrier may name (a carrier's container belongs to one client).
 */

/** The container that holds the clients' own copies of their files (never a carrier's). */
export const PLATFORM_BDX_CONTAINER = 'kyubos-bdx-files';

/** Azure: 3 to 63 characters, lower-case letters, digits and single dashes, starting and ending with a letter or digit. */
const AZURE_CONTAINER_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Why a container name cannot be a carrier's container, or null when it can. */
export function containerNameProblem(name: string): string | null {
  if (name.length < 3 || name.length > 63) return 'must be 3 to 63 characters';
  if (!AZURE_CONTAINER_NAME.test(name)) {
    return 'must use lower-case letters, digits and single dashes, and start and end with a letter or digit';
  }
  if (name === PLATFORM_BDX_CONTAINER) return 'is the platform’s own container';
  return null;
}
