/** A premium slab's range, as numbers. */
export interface SlabRange {
  id?: number;
  slab_name: string;
  lowerlimit: number | string;
  upperlimit: number | string;
}

/**
 * The first other slab whose range shares a point with this one ([lower, upper] closed),
 * or null. Slabs of one client and carrier must not overlap.
 */
export function overlappingSlab<S extends SlabRange>(slab: SlabRange, others: readonly S[]): S | null {
  const lower = Number(slab.lowerlimit);
  const upper = Number(slab.upperlimit);
  return (
    others.find(
      (other) => other.id !== slab.id && Number(other.lowerlimit) <= upper && Number(other.upperlimit) >= lower,
    ) ?? null
  );
}
