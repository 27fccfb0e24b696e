import { useState, type DragEvent } from 'react';
import styled from 'styled-components';
import type { PermissionLevel } from '@kyubos/contracts';
import { PERMISSION_LEVELS } from '@kyubos/contracts/constants';
import { LEVEL_LABEL } from '@kyubos/domain';
import { CloseIcon, IconButton } from '@kyubos/ui';
import { itemsIn, offersLevel, placeItem, type MenuItemOption, type Placement } from '../permission-model';

const DRAG_TYPE = 'text/plain';
const AVAILABLE = 'available';

const Board = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
  @media (max-width: 900px) {
    grid-template-columns: repeat(2, minmax(160px, 1fr));
  }
`;

const Column = styled.section<{ $over: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 220px;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px dashed ${({ $over, theme }) => ($over ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ $over, theme }) => ($over ? theme.colors.accentSoft : theme.colors.surface)};
`;

const ColumnTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.base};
  color: ${({ theme }) => theme.colors.primary};
`;

const ItemList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  cursor: grab;

  span {
    flex: 1;
  }
  select {
    max-width: 120px;
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Note = styled.small`
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface PermissionBoardProps {
  items: readonly MenuItemOption[];
  placement: Placement;
  onChange: (placement: Placement) => void;
  /** Readers see where items sit but cannot move them. */
  readOnly?: boolean;
}

/** Beside an item that cannot take every level: how far it goes. */
function levelNote(item: MenuItemOption): string | null {
  if (item.levels.length === PERMISSION_LEVELS.length) return null;
  return item.levels.length === 1 ? 'Read only' : `Up to ${LEVEL_LABEL[item.levels.at(-1)!]}`;
}

/**
 * The available menu items and the three level columns. Items move by drag and drop, or from the
 * keyboard with each item's level select; x takes an item out of its column. An item is offered
 * only at the levels that change what its holder may do.
 */
export function PermissionBoard({ items, placement, onChange, readOnly = false }: PermissionBoardProps) {
  const [over, setOver] = useState<string | null>(null);
  const [refused, setRefused] = useState('');
  const move = (key: string, level: PermissionLevel | null) => onChange(placeItem(placement, key, level));

  function dropProps(target: PermissionLevel | null) {
    const id = target ?? AVAILABLE;
    if (readOnly) return {};
    return {
      onDragOver: (event: DragEvent) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(id);
      },
      onDragLeave: () => setOver((current) => (current === id ? null : current)),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        setOver(null);
        const key = event.dataTransfer.getData(DRAG_TYPE);
        const item = items.find((candidate) => candidate.key === key);
        if (!item) return;
        if (!offersLevel(item, target)) {
          setRefused(`${item.label} can be given ${levelNote(item)!.toLowerCase()}: ${LEVEL_LABEL[target!]} would grant nothing more.`);
          return;
        }
        setRefused('');
        move(key, target);
      },
    };
  }

  function renderItem(item: MenuItemOption, level: PermissionLevel | null) {
    return (
      <Item
        key={item.key}
        draggable={!readOnly}
        data-testid={`permission-item-${item.key}`}
        onDragStart={(event) => {
          event.dataTransfer.setData(DRAG_TYPE, item.key);
          event.dataTransfer.effectAllowed = 'move';
        }}
      >
        <span>{item.label}</span>
        {levelNote(item) && <Note>{levelNote(item)}</Note>}
        {!readOnly && (
          <select
            aria-label={`Level for ${item.label}`}
            value={level ?? ''}
            onChange={(event) => move(item.key, (event.target.value || null) as PermissionLevel | null)}
          >
            <option value="">Available</option>
            {item.levels.map((option) => (
              <option key={option} value={option}>
                {LEVEL_LABEL[option]}
              </option>
            ))}
          </select>
        )}
        {!readOnly && level && <IconButton label={`Remove ${item.label}`} icon={<CloseIcon size={14} />} onClick={() => move(item.key, null)} />}
      </Item>
    );
  }

  const column = (level: PermissionLevel | null, title: string) => {
    const id = level ?? AVAILABLE;
    const inColumn = itemsIn(items, placement, level);
    return (
      <Column key={id} aria-labelledby={`permission-column-${id}`} data-testid={`permission-column-${id}`} $over={over === id} {...dropProps(level)}>
        <ColumnTitle id={`permission-column-${id}`}>{title}</ColumnTitle>
        {inColumn.length === 0 ? (
          <Hint>{level ? 'Drop items here' : 'Every item is placed'}</Hint>
        ) : (
          <ItemList>{inColumn.map((item) => renderItem(item, level))}</ItemList>
        )}
      </Column>
    );
  };

  return (
    <>
      <Hint role="status">{refused}</Hint>
      <Board>
        {column(null, 'Menu Items')}
        {PERMISSION_LEVELS.map((level) => column(level, LEVEL_LABEL[level]))}
      </Board>
    </>
  );
}
