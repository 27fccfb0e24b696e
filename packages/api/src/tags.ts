/**
 * The cache tag types more than one area names: the area that owns the data provides them, the
 * others invalidate them when a call of theirs changes that data (the BDX import creates
 * quotation records, so it invalidates `TAGS.Quotation`). A tag type only one area uses stays a
 * string in that area's `areaApi` call; the areas-api test refuses a shared one missing here.
 */
export const TAGS = {
  BdxFile: 'BdxFile',
  Carrier: 'Carrier',
  Client: 'Client',
  IntakeCategory: 'IntakeCategory',
  Menu: 'Menu',
  Permission: 'Permission',
  Quotation: 'Quotation',
  Slab: 'Slab',
  State: 'State',
  User: 'User',
} as const;

export type SharedTag = (typeof TAGS)[keyof typeof TAGS];
