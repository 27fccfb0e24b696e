-- The menu items added to the seed (src/db/seed/data/menus.ts) after the first release: Policies'
-- Renewals, Billing, Customers and Policy products, Audit, the Reports links (Production Report,
-- Loss Runs), and the platform's Policy products (its Policies of the first release, renamed).
-- A database seeded before them gains them here, as the seed now writes them: same names, urls,
-- menu types and display order. Only client types that already have a menu are completed: an
-- empty database (a fresh start) is left to the seed, which runs after the migrations. Running
-- this again changes nothing. The seed grants none of these items to staff users (client
-- administrators see their client type's whole menu), so no permission is written.
-- Menus are read once per process (the call authorizer); migrations run before a process serves.

CREATE TEMP TABLE seed_menu_categories (client_type text, name text, url text, sort_order integer) ON COMMIT DROP;
-- A null url is a form item (menutype 2): its url is built from its id.
INSERT INTO seed_menu_categories VALUES
  ('PLATFORM', 'Home', '/user_admin_home', 1),
  ('PLATFORM', 'Companies', '/user_admin_company', 2),
  ('PLATFORM', 'Reference Data', '/user_admin_countries', 3),
  ('PLATFORM', 'Policy products', '/user_admin_policy_products', 4),
  ('PLATFORM', 'Audit', '/user_admin_audit', 5),
  ('MGU', 'Home', '/user_admin_home', 1),
  ('MGU', 'Reference Data', '/user_admin_countries', 2),
  ('MGU', 'Users', '/user_admin_users', 3),
  ('MGU', 'Policies', '/user_admin_policies', 4),
  ('MGU', 'Intake', '/user_admin_intakecategory', 5),
  ('MGU', 'Partners', '/user_admin_carrier', 6),
  ('MGU', 'Quotations', '/user_admin_policy_quotations', 7),
  ('MGU', 'Bordereaux', '/user_admin_bdx_create', 8),
  ('MGU', 'Reports', NULL, 9),
  ('MGU', 'Audit', '/user_admin_audit', 10),
  ('TPA', 'Home', '/user_admin_home', 1),
  ('TPA', 'Reference Data', '/user_admin_countries', 2),
  ('TPA', 'Users', '/user_admin_users', 3),
  ('TPA', 'Intake', '/user_admin_intakecategory', 4),
  ('TPA', 'Partners', '/user_admin_carrier', 5),
  ('TPA', 'Bordereaux', '/user_admin_bdx_create', 6),
  ('TPA', 'Audit', '/user_admin_audit', 7);

CREATE TEMP TABLE seed_submenus (category text, name text, url text, sort_order integer) ON COMMIT DROP;
-- By category name: a category has the same submenus in every client type that has it.
INSERT INTO seed_submenus VALUES
  ('Reference Data', 'Countries', '/user_admin_countries', 1),
  ('Reference Data', 'Currency', '/user_admin_currency', 2),
  ('Reference Data', 'States', '/user_admin_state', 3),
  ('Reference Data', 'Cities', '/user_admin_city', 4),
  ('Users', 'Users', '/user_admin_users', 1),
  ('Users', 'Agents', '/user_admin_agent', 2),
  ('Policies', 'Policies', '/user_admin_policies', 1),
  ('Policies', 'Renewals', '/user_admin_renewals', 2),
  ('Policies', 'Billing', '/user_admin_billing', 3),
  ('Policies', 'Customers', '/user_admin_customers', 4),
  ('Policies', 'Policy products', '/user_admin_policy_products', 5),
  ('Intake', 'Lines of Business', '/user_admin_intakecategory', 1),
  ('Intake', 'Attribute Groups', '/user_admin_attributegroup', 2),
  ('Partners', 'Carriers', '/user_admin_carrier', 1),
  ('Partners', 'TPAs', '/user_admin_tpa', 2),
  ('Partners', 'MGAs', '/user_admin_mga', 3),
  ('Quotations', 'Quotations', '/user_admin_policy_quotations', 1),
  ('Quotations', 'Binders', '/user_admin_policy_binder', 2),
  ('Bordereaux', 'Created', '/user_admin_bdx_create', 1),
  ('Bordereaux', 'Review', '/user_admin_bdx_review', 2),
  ('Bordereaux', 'Send', '/user_admin_bdx_send', 3),
  ('Bordereaux', 'History', '/user_admin_bdx_history', 4),
  ('Bordereaux', 'Inbound', '/user_admin_bdx_inbound', 5),
  ('Bordereaux', 'Slab', '/user_admin_slab', 6),
  ('Reports', 'Production Report', '/user_admin_production_report', 1),
  ('Reports', 'Loss Runs', '/user_admin_loss_runs', 2);

-- The platform's simple policy records moved from Policies to Policy products: the same item,
-- renamed (a permission on it stays with it).
UPDATE menus SET name = 'Policy products', url = '/user_admin_policy_products'
 WHERE client_type = 'PLATFORM' AND name = 'Policies' AND url = '/user_admin_policies'
   AND NOT EXISTS (SELECT 1 FROM menus WHERE client_type = 'PLATFORM' AND name = 'Policy products');

INSERT INTO menus (client_type, name, url, menutype, sort_order)
SELECT c.client_type, c.name, coalesce(c.url, ''), CASE WHEN c.url IS NULL THEN 2 ELSE 1 END, c.sort_order
  FROM seed_menu_categories c
 WHERE EXISTS (SELECT 1 FROM menus m WHERE m.client_type = c.client_type)
ORDER BY c.client_type, c.sort_order
ON CONFLICT (client_type, name) DO NOTHING;

UPDATE menus m
   SET url = CASE WHEN c.url IS NULL THEN '/menuform/' || m.id ELSE c.url END,
       menutype = CASE WHEN c.url IS NULL THEN 2 ELSE 1 END,
       sort_order = c.sort_order
  FROM seed_menu_categories c
 WHERE m.client_type = c.client_type AND m.name = c.name
   AND (m.url, m.menutype, m.sort_order) IS DISTINCT FROM
       (CASE WHEN c.url IS NULL THEN '/menuform/' || m.id ELSE c.url END, CASE WHEN c.url IS NULL THEN 2 ELSE 1 END, c.sort_order);

INSERT INTO submenus (menu_id, name, url, menutype, sort_order)
SELECT m.id, s.name, s.url, 1, s.sort_order
  FROM seed_submenus s JOIN seed_menu_categories c ON c.name = s.category
  JOIN menus m ON m.client_type = c.client_type AND m.name = c.name
ORDER BY m.id, s.sort_order
ON CONFLICT (menu_id, name) DO NOTHING;

UPDATE submenus sm
   SET url = s.url, menutype = 1, sort_order = s.sort_order
  FROM seed_submenus s, seed_menu_categories c, menus m
 WHERE c.name = s.category AND m.client_type = c.client_type AND m.name = c.name
   AND sm.menu_id = m.id AND sm.name = s.name
   AND (sm.url, sm.menutype, sm.sort_order) IS DISTINCT FROM (s.url, 1::smallint, s.sort_order);
