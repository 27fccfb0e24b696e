/** The vehicle a record insures (spec 3 §2.4): brand, model and model year, as names. */
export interface VehicleFields {
  vehicle: string | null;
  vehicleModel: string | null;
  vehicleModelYear: string | null;
}
export const VEHICLE_FIELDS = ['vehicle', 'vehicleModel', 'vehicleModelYear'] as const satisfies readonly (keyof VehicleFields)[];
export const VEHICLE_LABELS: Record<keyof VehicleFields, string> = { vehicle: 'Brand Name', vehicleModel: 'Model', vehicleModelYear: 'Year' };

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** The record's vehicle, only when brand, model and year all exist (the views show nothing otherwise). */
export function vehicleOf(record: Partial<VehicleFields>): { brand: string; model: string; year: string } | null {
  const { vehicle, vehicleModel, vehicleModelYear } = record;
  if (!filled(vehicle) || !filled(vehicleModel) || !filled(vehicleModelYear)) return null;
  return { brand: vehicle!, model: vehicleModel!, year: vehicleModelYear! };
}

/** A vehicle is entered whole or not at all: the first part left blank while another is filled, else null. */
export function missingVehiclePart(values: Partial<VehicleFields>): keyof VehicleFields | null {
  if (!VEHICLE_FIELDS.some((field) => filled(values[field]))) return null;
  return VEHICLE_FIELDS.find((field) => !filled(values[field])) ?? null;
}

