-- Every record written (a save, an import's batch) writes its row of the lists' copy and that row's
-- entries in each of its indexes; a trigram index takes one entry per three-letter piece of its
-- text, the dearest part of the write (measured with 3,000 records a statement: about half of a
-- record insert's time on the embedded database). The header filters on the line of business, the
-- sub-line, the state, the agent and the two dates need none: a client has few of those values (a
-- date has one a day), so the filter text is matched against the distinct values and the rows are
-- found by the column's sorted index (VALUE_FILTER in quotations/repository.ts).
DROP INDEX IF EXISTS record_list_rows_intake_name_trgm, record_list_rows_intake_subname_trgm, record_list_rows_state_name_trgm,
  record_list_rows_agent_trgm, record_list_rows_effective_trgm, record_list_rows_schedule_trgm;
