-- The duplicate rule (the same bytes from or to the same carrier of a client, going the same way,
-- are one file: 409 naming the earlier file) is kept by the database, so two uploads of the same
-- bytes sent at once cannot both be stored. Copies stored before it keep their rows but no
-- fingerprint: the earliest file with the bytes answers for them.
UPDATE bdx_files f SET content_sha256 = NULL
 WHERE content_sha256 IS NOT NULL
   AND EXISTS (SELECT 1 FROM bdx_files e
                WHERE e.client_id = f.client_id AND e.career_id = f.career_id AND e.direction = f.direction
                  AND e.content_sha256 = f.content_sha256 AND e.id < f.id);
DROP INDEX bdx_files_sha_idx;
CREATE UNIQUE INDEX bdx_files_same_bytes_key ON bdx_files (client_id, career_id, direction, content_sha256) WHERE content_sha256 IS NOT NULL;

-- A client's bordereau imports (premium and claims) run one at a time, whichever API process
-- starts them: two files holding the same rows, imported at once, would each find the rows not
-- yet in the book. Of imports a stopped process left running together, all but the newest are
-- failed here (the start fails the rest, jobs/service.ts failAbandonedJobs).
UPDATE jobs j SET status = 'failed', error = 'The server stopped before this job finished; nothing of it was saved. Start it again.', finished_at = now()
 WHERE status = 'running' AND kind = 'bdx-import'
   AND EXISTS (SELECT 1 FROM jobs k WHERE k.client_id = j.client_id AND k.kind = j.kind AND k.status = 'running' AND k.id > j.id);
CREATE UNIQUE INDEX jobs_one_import_per_client_idx ON jobs (client_id) WHERE status = 'running' AND kind = 'bdx-import';
