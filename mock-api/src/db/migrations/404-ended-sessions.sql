-- Sessions ended by signing out (POST /logout, /carrierlogout) before their token expires: a
-- token whose id (its jti) is here is refused on every call (auth/sessions.ts), in this API
-- process at once and in the others within SESSION_RECHECK_MS. A row goes once its token has
-- expired (the next sign-out removes those).
CREATE TABLE ended_sessions (
  session_id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('admin', 'carrier')),
  user_id integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX ended_sessions_user ON ended_sessions (kind, user_id);
