import { useId, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button<{ $selected: boolean }>`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  border: none;
  border-bottom: 2px solid ${({ $selected, theme }) => ($selected ? theme.colors.primary : 'transparent')};
  background: none;
  color: ${({ $selected, theme }) => ($selected ? theme.colors.primary : theme.colors.mutedText)};
  font: inherit;
  font-weight: ${({ $selected, theme }) => ($selected ? theme.font.weight.semibold : theme.font.weight.regular)};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface TabsProps<K extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly { key: K; label: string }[];
  selected: K;
  onSelect: (key: K) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/** Tabs over one panel (WAI-ARIA tabs: arrow keys move between tabs, only the selected one is in the tab order). */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: TabsProps<K>) {
  const ids = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.findIndex((tab) => tab.key === selected);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0 || at < 0) return;
    event.preventDefault();
    onSelect(tabs[(at + step + tabs.length) % tabs.length]!.key);
  };
  return (
    <>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            type="button"
            role="tab"
            id={`${ids}-${tab.key}-tab`}
            aria-selected={tab.key === selected}
            aria-controls={`${ids}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            $selected={tab.key === selected}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-${selected}-tab`}>
        {children}
      </div>
    </>
  );
}
