-- Attempts counted by the rate limits (sign-in failures, OTP sends and tries, per account and
-- per client address), kept in the database so that every API process sees the same counts.
-- bucket names what is counted, e.g. 'signin:admin:42' or 'otp-try:address:203.0.113.7'.
CREATE TABLE rate_limit_hits (
  id bigserial PRIMARY KEY,
  bucket text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_limit_hits_bucket_idx ON rate_limit_hits (bucket, at);
CREATE INDEX rate_limit_hits_at_idx ON rate_limit_hits (at);
