-- Menus per client type and the items each staff user holds.
-- menutype 1 links to its url; any other type opens /menuform/{id} or /submenuform/{menu_id}/{id}.

CREATE TABLE menus (
  id serial PRIMARY KEY,
  client_type text NOT NULL CHECK (client_type IN ('PLATFORM', 'MGU', 'TPA', 'CARRIER')),
  name text NOT NULL,
  url text NOT NULL,
  menutype smallint NOT NULL DEFAULT 1,
  sort_order integer NOT NULL,
  UNIQUE (client_type, name)
);

CREATE TABLE submenus (
  id serial PRIMARY KEY,
  menu_id integer NOT NULL REFERENCES menus (id) ON DELETE CASCADE,
  name text NOT NULL,
  url text NOT NULL,
  menutype smallint NOT NULL DEFAULT 1,
  sort_order integer NOT NULL,
  UNIQUE (menu_id, name),
  UNIQUE (id, menu_id)                   -- target of the permission's (submenu, menu) pair
);

-- One row per held item: a whole category (submenu_id null) or one of its submenus.
CREATE TABLE client_permissions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  menu_id integer NOT NULL REFERENCES menus (id) ON DELETE CASCADE,
  submenu_id integer,
  level text NOT NULL CHECK (level IN ('read', 'read_and_write', 'admin')),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The submenu must belong to the category it is filed under.
  FOREIGN KEY (submenu_id, menu_id) REFERENCES submenus (id, menu_id) ON DELETE CASCADE
);
-- An item sits in exactly one level (a null submenu counts as one item, hence coalesce).
CREATE UNIQUE INDEX client_permissions_item_key
  ON client_permissions (user_id, menu_id, coalesce(submenu_id, 0));
