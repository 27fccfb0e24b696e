import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { skipToken } from '@reduxjs/toolkit/query';
import type { PolicyQuotationListRow } from '@kyubos/contracts';
import { recordNumberOf, recordScreenHref } from '@kyubos/domain/record-stage';
import { SuggestionNote, SuggestionPanel, useSettledText, useSuggestionList } from '@kyubos/ui';
import { useSearchRecordsQuery } from './api';

const MIN_LENGTH = 2;
const DEBOUNCE_MS = 250;

/**
 * What a result says: its number (a policy's policy number, its quotation number beside it),
 * insured and stage, and a policy's status today (In force, Cancelled, Renewed, ...).
 */
export function searchResultLabel(row: PolicyQuotationListRow): string {
  const number = recordNumberOf(row);
  const also = number !== row.unique_id ? ` (${row.unique_id})` : '';
  const stage = row.quotation === 0 ? 'Intake form' : row.status;
  return `${number}${also} · ${row.firstname} ${row.lastname} · ${stage}${row.life_status ? ` · ${row.life_status}` : ''}`;
}

/**
 * The header's search box: finds a record in any stage by quotation or policy number, insured
 * name, email or phone (`/searchrecords`, in the caller's client and agent's book) and opens the
 * chosen one on its stage's screen.
 */
export function RecordSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [settled, setQ] = useSettledText(text, DEBOUNCE_MS);
  const q = settled.trim();
  const typed = text.trim();
  const search = useSearchRecordsQuery(q.length >= MIN_LENGTH ? { q, pageSize: 10 } : skipToken);
  // Results belong to the text in the box: `currentData` is the answer to the query asked now
  // (never the previous query's), and a query still waiting for typing to pause has none.
  const answer = q.length >= MIN_LENGTH && q === typed ? search.currentData : undefined;
  const rows = answer?.records ?? [];
  const total = answer?.total ?? 0;
  // Enter pressed before the typed text's answer came: it opens that answer's first record.
  const [enterPending, setEnterPending] = useState(false);

  const failed = search.isError && q === typed;
  const open = useCallback(
    (row: PolicyQuotationListRow) => {
      setText('');
      setEnterPending(false);
      navigate(recordScreenHref(row));
    },
    [navigate],
  );
  const list = useSuggestionList({ items: rows, shown: typed.length >= MIN_LENGTH, optionKey: (row) => row.id, onChoose: open, onDismiss: () => setEnterPending(false) });
  const { choose } = list;
  useEffect(() => {
    if (!enterPending) return;
    if (answer) {
      setEnterPending(false);
      if (answer.records[0]) choose(answer.records[0]);
    } else if (failed) setEnterPending(false);
  }, [enterPending, answer, failed, choose]);
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (list.onListKey(event)) return;
    if (event.key === 'Enter' && typed.length >= MIN_LENGTH) {
      event.preventDefault();
      list.open();
      if (answer) {
        if (list.highlighted) choose(list.highlighted);
      } else {
        // Ask now rather than after the typing pause, and open the first record it finds.
        setQ(typed);
        setEnterPending(true);
      }
    }
  }

  return (
    <Box ref={list.boxRef} role="search">
      <Input
        {...list.inputProps}
        type="search"
        aria-label="Search records"
        placeholder="Search number, insured, email or phone"
        value={text}
        maxLength={100}
        onChange={(event) => {
          setText(event.target.value);
          setEnterPending(false);
          list.typed();
        }}
        onKeyDown={onKeyDown}
      />
      {list.showList && (
        <Results id={list.listId} role="listbox" aria-label="Records found">
          {!answer && !failed ? (
            <SuggestionNote>Searching…</SuggestionNote>
          ) : !answer ? (
            <SuggestionNote>The search could not be made.</SuggestionNote>
          ) : rows.length === 0 ? (
            <SuggestionNote>No records</SuggestionNote>
          ) : (
            list.options(searchResultLabel)
          )}
          {rows.length > 0 && total > rows.length && <SuggestionNote>{`${rows.length} of ${total}: type more to narrow`}</SuggestionNote>}
        </Results>
      )}
    </Box>
  );
}

const Box = styled.div`
  position: relative;
  width: min(360px, 36vw);
`;
const Input = styled.input`
  width: 100%;
  box-sizing: border-box;
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid rgba(255, 255, 255, 0.35);
  background: rgba(255, 255, 255, 0.12);
  color: inherit;
  font: inherit;
  &::placeholder {
    color: inherit;
    opacity: 0.75;
  }
`;
// Above the header's menus, and as tall as the page allows: a record search lists up to a page of records.
const Results = styled(SuggestionPanel)`
  top: calc(100% + 6px);
  z-index: 60;
  max-height: 60vh;
`;
