-- Carrier (BDX portal) users, one-time passwords of the forgot-password flows, bordereaux
-- files shared by the admin BDX area and the carrier portal, and premium slabs.

-- Portal rows point at a carrier of the client's own directory (client_carriers); the pair
-- (client_id, carrier) is the key, so a row can never name another client's carrier.
CREATE UNIQUE INDEX client_carriers_client_id_key ON client_carriers (client_id, id);

-- A carrier portal user works for one carrier of a client's carrier directory.
CREATE TABLE carrier_users (
  id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id),
  carrier_id integer NOT NULL,
  username text NOT NULL,
  password_hash text NOT NULL,           -- scrypt$N$r$p$salt$hash
  firstname text NOT NULL,
  lastname text NOT NULL,
  phonenumber text NOT NULL,             -- digits only
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (client_id, carrier_id) REFERENCES client_carriers (client_id, id)
);
CREATE UNIQUE INDEX carrier_users_username_key ON carrier_users (lower(username));
CREATE INDEX carrier_users_phone_idx ON carrier_users (phonenumber);

-- A forgot-password request: the OTP is stored hashed; reference is the secret the browser keeps
-- between the steps. verified_at allows exactly one password change; used_at closes the request.
CREATE TABLE password_resets (
  id serial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  audience text NOT NULL CHECK (audience IN ('carrier', 'admin')),
  user_id integer NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'phone')),
  otp_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  verified_at timestamptz,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_user_idx ON password_resets (audience, user_id);

-- Bordereaux files between a client and one carrier of its directory (career_id = client_carriers.id).
-- direction is seen from the carrier: 'inbound' = received by the carrier (sent by the client), 'outbound' = sent by the carrier.
-- Flags keep the older system's '0'/'1' strings; the bytes live under the data folder.
CREATE TABLE bdx_files (
  id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id),
  client_name text NOT NULL,
  career_id integer NOT NULL,
  career_name text NOT NULL,
  direction text NOT NULL CHECK (direction IN ('inbound', 'outbound')),
  sender_name text NOT NULL,
  sender_id text NOT NULL,
  reciver_name text,
  period text NOT NULL CHECK (period ~ '^[0-9]{6}$'),
  control_value numeric(18, 2) NOT NULL CHECK (control_value >= 0),
  intake_id integer REFERENCES intake_categories (id),
  intake_name text,
  sublob text,
  file_name text NOT NULL,
  stored_name text NOT NULL UNIQUE,
  mime_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes >= 0),
  processed text NOT NULL DEFAULT '0' CHECK (processed IN ('0', '1')),
  approved text NOT NULL DEFAULT '0' CHECK (approved IN ('0', '1')),
  imported text NOT NULL DEFAULT '0' CHECK (imported IN ('0', '1')),
  importedview text NOT NULL DEFAULT '0' CHECK (importedview IN ('0', '1')),
  processed_date timestamptz,
  approved_date timestamptz,
  imported_date timestamptz,
  uploaded_by integer REFERENCES carrier_users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (client_id, career_id) REFERENCES client_carriers (client_id, id)
);
CREATE INDEX bdx_files_scope_idx ON bdx_files (client_id, career_id, direction, created_at DESC);

-- Premium slabs of a client, optionally for one carrier of its directory (the portal edits its carrier's slabs).
CREATE TABLE slabs (
  id serial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id),
  client_name text NOT NULL,
  career_id integer,
  slab_name text NOT NULL,
  noofparticipant integer NOT NULL CHECK (noofparticipant >= 0),
  lowerlimit numeric(14, 2) NOT NULL CHECK (lowerlimit >= 0),
  upperlimit numeric(14, 2) NOT NULL CHECK (upperlimit >= lowerlimit),
  amount numeric(14, 2) NOT NULL CHECK (amount >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (client_id, career_id) REFERENCES client_carriers (client_id, id)
);
CREATE INDEX slabs_client_idx ON slabs (client_id);
