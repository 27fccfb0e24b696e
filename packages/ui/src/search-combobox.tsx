import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldFrame, useFieldIds } from './form-fields';

/** The text once typing has paused for `delayMs`: what a type-to-search box asks the server for. */
export function useSettledText(text: string, delayMs = 250): [settled: string, settleNow: (text: string) => void] {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return [settled, setSettled];
}

/**
 * The list of suggestions under a type-to-search box (the ARIA combobox pattern), as every such
 * box keeps it: open or closed (a click outside closes it), which suggestion the arrows point at,
 * and the ids that name the highlighted one to assistive technology while the focus stays in the
 * box. Enter is the caller's: what it takes differs from box to box.
 */
export function useSuggestionList<T>({
  items,
  shown,
  optionKey,
  onChoose,
  onDismiss,
}: {
  /** The suggestions now offered. */
  items: readonly T[];
  /** Whether the list may show (its text is searched for). */
  shown: boolean;
  optionKey: (item: T) => string | number;
  onChoose: (item: T) => void;
  /** The list closed without a choice (Escape, a click elsewhere). */
  onDismiss?: () => void;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const boxRef = useRef<HTMLDivElement>(null);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: MouseEvent) => {
      if (boxRef.current?.contains(event.target as Node)) return;
      setOpen(false);
      dismissRef.current?.();
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const showList = open && shown;
  const optionId = (item: T) => `${listId}-option-${optionKey(item)}`;
  const highlighted = showList ? items[active] : undefined;
  return {
    boxRef,
    showList,
    highlighted,
    /** Props of the text box: the list's ids, and the list opened on focus. */
    inputProps: {
      role: 'combobox',
      'aria-expanded': showList,
      'aria-controls': listId,
      'aria-autocomplete': 'list' as const,
      'aria-activedescendant': highlighted ? optionId(highlighted) : undefined,
      onFocus: () => setOpen(true),
    },
    /** The text changed: the list opens, the highlight back on the first suggestion. */
    typed() {
      setActive(0);
      setOpen(true);
    },
    open: () => setOpen(true),
    choose(item: T) {
      setOpen(false);
      onChoose(item);
    },
    /** Escape and the arrows; answers whether the key was the list's. */
    onListKey(event: KeyboardEvent<HTMLInputElement>): boolean {
      if (event.key === 'Escape') {
        if (open) event.preventDefault();
        setOpen(false);
        onDismiss?.();
      } else if (event.key === 'ArrowDown') {
        event.preventDefault();
        if (!open) setOpen(true);
        else setActive((index) => Math.min(index + 1, Math.max(items.length - 1, 0)));
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        setActive((index) => Math.max(index - 1, 0));
      } else return false;
      return true;
    },
    /** The suggestions as options of the listbox, the highlighted one marked. */
    options: (label: (item: T) => ReactNode) =>
      items.map((item, index) => (
        <SuggestionOption
          key={optionKey(item)}
          id={optionId(item)}
          role="option"
          aria-selected={index === active}
          $active={index === active}
          // The focus stays in the box.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setOpen(false);
            onChoose(item);
          }}
        >
          {label(item)}
        </SuggestionOption>
      )),
    listId,
  };
}

export interface SearchComboboxProps<T> {
  label: string;
  name: string;
  /** The text in the box (the caller holds it, and asks the server for its matches). */
  text: string;
  onTextChange: (text: string) => void;
  /** The matches of the text in the box; undefined while its answer is not in ("Searching…"). */
  results: readonly T[] | undefined;
  /** How many the server holds for the text, when more than the results shown. */
  total?: number;
  /** The search for the text in the box could not be made. */
  failed?: boolean;
  /** Whether the text in the box is searched for: none is for too short a text, or the chosen item's own name (no list then). */
  searched: boolean;
  optionKey: (item: T) => string | number;
  optionLabel: (item: T) => ReactNode;
  onChoose: (item: T) => void;
  /** The list closed without a choice (Escape, a click elsewhere). */
  onDismiss?: () => void;
  noMatchText: string;
  listLabel: string;
  placeholder?: string;
  hint?: string;
  error?: string;
  maxLength?: number;
  id?: string;
}

/**
 * A text box that offers the server's matches of what is typed in a list below it (the ARIA
 * combobox pattern): arrows move the highlight, Enter takes it, Escape closes; focus stays in the
 * box and the highlighted option is named by aria-activedescendant. The caller passes only the
 * answer to the text now in the box, so a slower answer to an earlier text is never shown.
 */
export function SearchCombobox<T>({
  label,
  name,
  text,
  onTextChange,
  results,
  total,
  failed = false,
  searched,
  optionKey,
  optionLabel,
  onChoose,
  onDismiss,
  noMatchText,
  listLabel,
  placeholder,
  hint,
  error,
  maxLength = 100,
  id,
}: SearchComboboxProps<T>) {
  const ids = useFieldIds(id, hint, error);
  const rows = results ?? [];
  const list = useSuggestionList({ items: rows, shown: searched, optionKey, onChoose, onDismiss });

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (list.onListKey(event)) return;
    if (event.key === 'Enter' && list.showList) {
      // Enter takes the highlighted match, never submits the form around the box.
      event.preventDefault();
      if (list.highlighted) list.choose(list.highlighted);
    }
  }

  return (
    <FieldFrame label={label} hint={hint} error={error} ids={ids}>
      <Box ref={list.boxRef}>
        <Input
          {...ids.control}
          {...list.inputProps}
          name={name}
          type="text"
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          maxLength={maxLength}
          onChange={(event) => {
            onTextChange(event.target.value);
            list.typed();
          }}
          onKeyDown={onKeyDown}
        />
        {list.showList && (
          <SuggestionPanel>
            <div id={list.listId} role="listbox" aria-label={listLabel}>
              {list.options(optionLabel)}
            </div>
            {/* What the list holds, told to assistive technology as it changes. */}
            <Note role="status">
              {results === undefined
                ? failed
                  ? 'The search could not be made.'
                  : 'Searching…'
                : rows.length === 0
                  ? noMatchText
                  : total !== undefined && total > rows.length
                    ? `${rows.length} of ${total}: type more to narrow`
                    : null}
            </Note>
          </SuggestionPanel>
        )}
      </Box>
    </FieldFrame>
  );
}

const Box = styled.div`
  position: relative;
`;
const Input = styled.input`
  ${controlStyles}
`;
/** The pop-up list of a search box's suggestions (this combobox's, the header's record search's). */
export const SuggestionPanel = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  top: calc(100% + 4px);
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  z-index: 40;
  max-height: 320px;
  overflow-y: auto;
  padding: 4px;
`;
/** One suggestion of a SuggestionPanel, `$active` while the arrows point at it. */
export const SuggestionOption = styled.div<{ $active: boolean }>`
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  background: ${({ $active, theme }) => ($active ? theme.colors.surfaceAlt : 'transparent')};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;
/** A line of a SuggestionPanel that is not a suggestion: Searching…, no match, type more to narrow. */
export const SuggestionNote = styled.div`
  padding: 8px 10px;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
const Note = styled(SuggestionNote)`
  /* Kept in the tree while empty, so what it says next is announced. */
  &:empty {
    padding: 0;
  }
`;