-- A renewal quotation or binder that was deleted is no renewal: its policy drops the link (at a
-- new version) and is renewable again, in the worklist and the dashboard's renewals. Deletes from
-- now on release it in the same transaction (quotation-actions); this releases those deleted before.
UPDATE policy_quotations p
   SET renewal_id = NULL, life_version = p.life_version + 1, updated_at = now()
  FROM policy_quotations r
 WHERE r.id = p.renewal_id AND r.company_id = p.company_id AND r.deleted_at IS NOT NULL AND r.stage <> 'Policy';
