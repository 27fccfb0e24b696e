import type { SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** Icons are decorative: the button or link around them carries the accessible name. */
function createIcon(displayName: string, paths: string[]) {
  function Icon({ size = 16, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const EllipsisIcon = createIcon('EllipsisIcon', ['M5 12h.01', 'M12 12h.01', 'M19 12h.01']);
export const PencilIcon = createIcon('PencilIcon', ['M12 20h9', 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z']);
export const TrashIcon = createIcon('TrashIcon', ['M3 6h18', 'M8 6V4h8v2', 'M19 6l-1 14H6L5 6', 'M10 11v6', 'M14 11v6']);
export const PlusIcon = createIcon('PlusIcon', ['M12 5v14', 'M5 12h14']);
export const ArrowLeftIcon = createIcon('ArrowLeftIcon', ['M19 12H5', 'M12 19l-7-7 7-7']);
export const CloseIcon = createIcon('CloseIcon', ['M18 6 6 18', 'M6 6l12 12']);
export const ChevronLeftIcon = createIcon('ChevronLeftIcon', ['M15 18l-6-6 6-6']);
export const ChevronRightIcon = createIcon('ChevronRightIcon', ['M9 18l6-6-6-6']);
export const ChevronsLeftIcon = createIcon('ChevronsLeftIcon', ['M11 17l-5-5 5-5', 'M18 17l-5-5 5-5']);
export const ChevronsRightIcon = createIcon('ChevronsRightIcon', ['M13 17l5-5-5-5', 'M6 17l5-5-5-5']);
export const SortIcon = createIcon('SortIcon', ['M7 15l5 5 5-5', 'M7 9l5-5 5 5']);
export const SortAscendingIcon = createIcon('SortAscendingIcon', ['M7 14l5-5 5 5']);
export const SortDescendingIcon = createIcon('SortDescendingIcon', ['M7 10l5 5 5-5']);
export const FilterIcon = createIcon('FilterIcon', ['M22 3H2l8 9.5V19l4 2v-8.5Z']);
