/** Summit's simple policy records: [line code, line label, limit], rotated over the insureds. */
export const POLICY_LINES: ReadonlyArray<readonly [string, string, number]> = [
  ['WC', 'Workers Comp', 1_000_000],
  ['GL', 'General Liability', 2_000_000],
  ['CA', 'Commercial Auto', 1_000_000],
  ['PR', 'Property', 5_000_000],
];

export const INSUREDS = [
  'Alpine Roofing LLC', 'Blue Spruce Landscaping', 'Cherry Creek Bakery', 'Copper Mountain Outfitters',
  'Eagle Ridge Construction', 'Foothills Dental Group', 'Granite Peak Plumbing', 'Highline Logistics',
  'Iron Horse Brewing Co', 'Juniper Street Apartments', 'Keystone Electric', 'Larimer Square Cafe',
  'Mesa Verde Trucking', 'Mile High Movers', 'Navajo Street Florist', 'Old Town Hardware',
  'Platte River Marina', 'Quarry Stone Masonry', 'Red Rocks Event Services', 'Silverton Ski Rentals',
  'Timberline HVAC', 'Union Station Deli', 'Vail Valley Lodging', 'Westminster Auto Body',
  'Yampa Valley Ranch Supply', 'Zephyr Courier Services', 'Aspen Grove Senior Living', 'Boulder Creek Yoga',
  'Cascade Painting Co', 'Durango Steel Works', 'Evergreen Tree Care', 'Fort Collins Print Shop',
  'Golden Hour Photography', 'Horsetooth Fitness', 'Indian Peaks Veterinary', 'Jackson Lake Storage',
  'Kenosha Pass Excavation', 'Loveland Glass & Mirror', 'Monarch Janitorial', 'Niwot Organic Farms',
] as const;
