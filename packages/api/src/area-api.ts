import { api } from './base-api';

/** Which area (shell, a remote, a shared package) defined each endpoint name of the one slice. */
const owners = new Map<string, string>();

type EndpointsFactory = (build: never) => Record<string, unknown>;

/** The names an endpoints factory defines, without defining them. */
function endpointNames(endpoints: EndpointsFactory): string[] {
  const describe = (definition: unknown) => definition;
  const build = { query: describe, mutation: describe, infiniteQuery: describe };
  return Object.keys(endpoints(build as never));
}

/**
 * Claims endpoint names for an area. Another area choosing a name already taken is refused
 * at once, at start-up of the area that loads second, instead of one area silently getting
 * the other's endpoint; the same area may define its names again (its module loaded twice).
 */
export function claimEndpointNames(area: string, names: readonly string[]): void {
  for (const name of names) {
    const owner = owners.get(name);
    if (owner && owner !== area) {
      throw new Error(`The ${area} area defines the endpoint "${name}" that the ${owner} area already defines: choose another name.`);
    }
    owners.set(name, area);
  }
}

/** Which areas added each tag type so far (for the test that shared tag types are constants of TAGS). */
const tagAreas = new Map<string, Set<string>>();

/** The areas that added each tag type so far. */
export const tagTypeAreas = (): ReadonlyMap<string, ReadonlySet<string>> => tagAreas;

/** The areas that defined endpoints so far, per endpoint name (for tests and diagnostics). */
export const endpointOwners = (): ReadonlyMap<string, string> => owners;

/**
 * The one slice as one area sees it: `tagTypes` are the area's own (added here, not listed
 * centrally), and `injectEndpoints` refuses names another area already uses.
 *
 *   const countriesApi = areaApi('reference_data', ['Country']).injectEndpoints({ endpoints: (build) => ({...}) });
 */
export function areaApi<const TagTypes extends string>(area: string, tagTypes: readonly TagTypes[]) {
  for (const tag of tagTypes) tagAreas.set(tag, (tagAreas.get(tag) ?? new Set<string>()).add(area));
  const enhanced = api.enhanceEndpoints({ addTagTypes: tagTypes });
  const injectEndpoints: typeof enhanced.injectEndpoints = (options) => {
    claimEndpointNames(area, endpointNames(options.endpoints as unknown as EndpointsFactory));
    // A second copy of the same area's module (a remote running its own newer package) keeps the first definitions.
    return enhanced.injectEndpoints({ ...options, overrideExisting: false });
  };
  return { injectEndpoints };
}
