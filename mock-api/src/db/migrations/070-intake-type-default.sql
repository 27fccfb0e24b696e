-- Every line of business has an intake type; the quotation screens rely on it.
UPDATE intake_categories SET intaketype = 'Quotation' WHERE intaketype IS NULL OR intaketype = '';
ALTER TABLE intake_categories ALTER COLUMN intaketype SET DEFAULT 'Quotation';
ALTER TABLE intake_categories ALTER COLUMN intaketype SET NOT NULL;
