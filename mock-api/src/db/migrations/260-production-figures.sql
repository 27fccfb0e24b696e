-- Reports that show the business (the home dashboard and the Production Report).
--
-- The Production Report reads written premium by effective date and the dashboard's tiles count an
-- agent's policies: an index over the live policies by date, holding what those reads need.
CREATE INDEX policy_quotations_written_idx ON policy_quotations (company_id, policyeffectivedate)
  INCLUDE (intake_id, submga_id, policyamount, renewal_of_id)
  WHERE deleted_at IS NULL AND stage = 'Policy';
CREATE INDEX policy_transactions_effective_idx ON policy_transactions (company_id, effective_date);
CREATE INDEX bdx_files_period_idx ON bdx_files (client_id, period);

-- ------------------------------------------------------------------ The dashboard's kept figures
-- A scan of a client's year of policies, quarter of new records or quarter of ending policies is
-- too slow for the home page at 100,000 records, so its charts read figures kept by statement-level triggers in the same
-- transaction as every write (as record_list_totals is kept). agent_id 0: records of no agent.

-- Written premium per month and line of business: each live policy's premium at issue in its
-- effective month and each later transaction's premium change in its own month (the Production
-- Report's WRITTEN_ENTRIES, mock-api/src/production-report/repository.ts, summed by month).
CREATE TABLE dashboard_premium_months (
  company_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  agent_id integer NOT NULL,
  month date NOT NULL,
  intake_id integer NOT NULL,
  premium numeric(16, 2) NOT NULL,
  PRIMARY KEY (company_id, agent_id, month, intake_id)
);

-- Records created per UTC day: sent as quotations, reached binder (binder or policy), issued.
CREATE TABLE dashboard_funnel_days (
  company_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  agent_id integer NOT NULL,
  day date NOT NULL,
  quotations integer NOT NULL,
  binders integer NOT NULL,
  policies integer NOT NULL,
  PRIMARY KEY (company_id, agent_id, day)
);

-- Renewals due per end date: live policies with no renewal, not declined and not cancelled (the
-- renewal worklist's condition), their count and premium.
CREATE TABLE dashboard_renewal_days (
  company_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  agent_id integer NOT NULL,
  day date NOT NULL,
  policies integer NOT NULL,
  premium numeric(16, 2) NOT NULL,
  PRIMARY KEY (company_id, agent_id, day)
);

-- A policy's whole part of the premium figures (its issue and its transactions as they stand),
-- taken out for its old row and put in for its new one: so a change of amount, date, line, agent
-- or deletion moves exactly its part, whichever of the policy and its new transaction is written first.
CREATE FUNCTION keep_dashboard_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_rows text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_rows'
    ELSE 'SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 FROM old_rows'
  END;
BEGIN
  EXECUTE format($sql$
    WITH changed AS (
      SELECT id, company_id, coalesce(submga_id, 0) AS agent_id, intake_id, policyeffectivedate, policyamount, sign
        FROM (%s) AS c WHERE deleted_at IS NULL AND stage = 'Policy'
    ), parts AS (
      SELECT c.company_id, c.agent_id, date_trunc('month', c.policyeffectivedate)::date AS month, c.intake_id,
             c.sign * (c.policyamount - coalesce((SELECT sum(t.premium_delta) FROM policy_transactions t
                                                   WHERE t.company_id = c.company_id AND t.quotation_id = c.id), 0)) AS premium
        FROM changed c
      UNION ALL
      SELECT c.company_id, c.agent_id, date_trunc('month', t.effective_date)::date, c.intake_id, c.sign * t.premium_delta
        FROM changed c JOIN policy_transactions t ON t.company_id = c.company_id AND t.quotation_id = c.id
    )
    INSERT INTO dashboard_premium_months AS m (company_id, agent_id, month, intake_id, premium)
    SELECT company_id, agent_id, month, intake_id, sum(premium) FROM parts
     GROUP BY company_id, agent_id, month, intake_id HAVING sum(premium) <> 0
     ORDER BY company_id, agent_id, month, intake_id
    ON CONFLICT (company_id, agent_id, month, intake_id) DO UPDATE SET premium = m.premium + excluded.premium
  $sql$, changed_rows);
  EXECUTE format($sql$
    WITH changes AS (
      SELECT company_id, coalesce(submga_id, 0) AS agent_id, (created_at AT TIME ZONE 'UTC')::date AS day,
             sum(sign * (quotation = 1)::int) AS quotations, sum(sign * (stage IN ('Binder', 'Policy'))::int) AS binders,
             sum(sign * (stage = 'Policy')::int) AS policies
        FROM (%s) AS c WHERE deleted_at IS NULL
       GROUP BY 1, 2, 3
    )
    INSERT INTO dashboard_funnel_days AS f (company_id, agent_id, day, quotations, binders, policies)
    SELECT company_id, agent_id, day, quotations, binders, policies FROM changes
     WHERE quotations <> 0 OR binders <> 0 OR policies <> 0
     ORDER BY company_id, agent_id, day
    ON CONFLICT (company_id, agent_id, day) DO UPDATE
      SET quotations = f.quotations + excluded.quotations, binders = f.binders + excluded.binders, policies = f.policies + excluded.policies
  $sql$, changed_rows);
  EXECUTE format($sql$
    WITH changes AS (
      SELECT company_id, coalesce(submga_id, 0) AS agent_id, policyscheduledate AS day, sum(sign)::int AS policies, sum(sign * policyamount) AS premium
        FROM (%s) AS c
       WHERE deleted_at IS NULL AND stage = 'Policy' AND renewal_id IS NULL AND not_renewing_reason IS NULL AND cancelled_on IS NULL
       GROUP BY 1, 2, 3
    )
    INSERT INTO dashboard_renewal_days AS r (company_id, agent_id, day, policies, premium)
    SELECT company_id, agent_id, day, policies, premium FROM changes
     WHERE policies <> 0 OR premium <> 0
     ORDER BY company_id, agent_id, day
    ON CONFLICT (company_id, agent_id, day) DO UPDATE SET policies = r.policies + excluded.policies, premium = r.premium + excluded.premium
  $sql$, changed_rows);
  RETURN NULL;
END
$$;

CREATE TRIGGER dashboard_figures_insert AFTER INSERT ON policy_quotations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_dashboard_figures();
CREATE TRIGGER dashboard_figures_update AFTER UPDATE ON policy_quotations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_dashboard_figures();
CREATE TRIGGER dashboard_figures_delete AFTER DELETE ON policy_quotations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_dashboard_figures();

-- A new transaction of a live policy: its change in its own month, out of the policy's issue month
-- (the policy's amount already carries it). Transactions are append-only (migration 230).
CREATE FUNCTION keep_dashboard_premium_of_transactions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_premium_months AS m (company_id, agent_id, month, intake_id, premium)
  SELECT company_id, agent_id, month, intake_id, sum(premium) FROM (
    SELECT p.company_id, coalesce(p.submga_id, 0) AS agent_id, date_trunc('month', t.effective_date)::date AS month, p.intake_id, t.premium_delta AS premium
      FROM new_rows t JOIN policy_quotations p ON p.id = t.quotation_id AND p.company_id = t.company_id
     WHERE p.deleted_at IS NULL AND p.stage = 'Policy'
    UNION ALL
    SELECT p.company_id, coalesce(p.submga_id, 0), date_trunc('month', p.policyeffectivedate)::date, p.intake_id, -t.premium_delta
      FROM new_rows t JOIN policy_quotations p ON p.id = t.quotation_id AND p.company_id = t.company_id
     WHERE p.deleted_at IS NULL AND p.stage = 'Policy'
  ) AS parts
   GROUP BY company_id, agent_id, month, intake_id HAVING sum(premium) <> 0
   ORDER BY company_id, agent_id, month, intake_id
  ON CONFLICT (company_id, agent_id, month, intake_id) DO UPDATE SET premium = m.premium + excluded.premium;
  RETURN NULL;
END
$$;
CREATE TRIGGER dashboard_premium_transactions AFTER INSERT ON policy_transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_dashboard_premium_of_transactions();

-- The triggers' lock on the tables holds writers back until this migration commits.
INSERT INTO dashboard_premium_months (company_id, agent_id, month, intake_id, premium)
SELECT company_id, agent_id, month, intake_id, sum(premium) FROM (
  SELECT p.company_id, coalesce(p.submga_id, 0) AS agent_id, date_trunc('month', p.policyeffectivedate)::date AS month, p.intake_id,
         p.policyamount - coalesce((SELECT sum(t.premium_delta) FROM policy_transactions t WHERE t.company_id = p.company_id AND t.quotation_id = p.id), 0) AS premium
    FROM policy_quotations p WHERE p.deleted_at IS NULL AND p.stage = 'Policy'
  UNION ALL
  SELECT p.company_id, coalesce(p.submga_id, 0), date_trunc('month', t.effective_date)::date, p.intake_id, t.premium_delta
    FROM policy_transactions t JOIN policy_quotations p ON p.id = t.quotation_id AND p.company_id = t.company_id
   WHERE p.deleted_at IS NULL AND p.stage = 'Policy'
) AS parts
GROUP BY company_id, agent_id, month, intake_id HAVING sum(premium) <> 0;

INSERT INTO dashboard_funnel_days (company_id, agent_id, day, quotations, binders, policies)
SELECT company_id, coalesce(submga_id, 0), (created_at AT TIME ZONE 'UTC')::date,
       count(*) FILTER (WHERE quotation = 1), count(*) FILTER (WHERE stage IN ('Binder', 'Policy')), count(*) FILTER (WHERE stage = 'Policy')
  FROM policy_quotations WHERE deleted_at IS NULL
 GROUP BY 1, 2, 3;

INSERT INTO dashboard_renewal_days (company_id, agent_id, day, policies, premium)
SELECT company_id, coalesce(submga_id, 0), policyscheduledate, count(*), sum(policyamount)
  FROM policy_quotations
 WHERE deleted_at IS NULL AND stage = 'Policy' AND renewal_id IS NULL AND not_renewing_reason IS NULL AND cancelled_on IS NULL
 GROUP BY 1, 2, 3;
