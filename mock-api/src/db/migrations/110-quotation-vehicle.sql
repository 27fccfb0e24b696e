-- The vehicle a quotation insures (spec 3 §2.4, §2.7, history record): brand, model and model
-- year, kept as names on the record and on each history row. All three or none; null on records
-- of lines of business without a vehicle.
ALTER TABLE policy_quotations ADD COLUMN vehicle text;
ALTER TABLE policy_quotations ADD COLUMN "vehicleModel" text;
ALTER TABLE policy_quotations ADD COLUMN "vehicleModelYear" text;
ALTER TABLE policy_quotation_history ADD COLUMN vehicle text;
ALTER TABLE policy_quotation_history ADD COLUMN "vehicleModel" text;
ALTER TABLE policy_quotation_history ADD COLUMN "vehicleModelYear" text;
