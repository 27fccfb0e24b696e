-- Secrets the server makes for itself and every API process on this database must share
-- (e.g. the key of the stand-in masks the forgot flows answer for unknown login ids).
-- Never keys that protect data in this same database: those live in configuration.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  secret_hex text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
