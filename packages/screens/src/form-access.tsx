import { createContext, useContext, type ReactNode } from 'react';
import { PermissionPanel } from '@kyubos/ui';

/** The caller's access to a create/edit screen, as useItemAccess gives it. */
export interface FormAccess {
  canWrite: boolean;
  isLoading: boolean;
  /**
   * Why writing is refused when it is not the Read and Write level that is missing (platform
   * data: 'Only the platform administrator may change this data.').
   */
  readOnlyReason?: string;
}

/** The server's own words for a caller without Read and Write on the screen's item. */
export const WRITE_REFUSAL = 'You need Read and Write permission for this';

/** Said above a record shown read-only to a caller with Read on its list: 'Carriers'. */
export const readOnlyNotice = (area: string) => `You have Read permission on ${area}: changes are not available.`;

interface ScreenAccess {
  access: FormAccess;
  /** The list the screen belongs to, as its breadcrumb names it: 'Carriers'. */
  area: string;
}

const ScreenAccessContext = createContext<ScreenAccess | null>(null);

/** Gives the forms of a create/edit screen the caller's access (FormScreen and MultiFormScreen do). */
export function ScreenAccessProvider({ access, area, children }: ScreenAccess & { children: ReactNode }) {
  return <ScreenAccessContext.Provider value={{ access, area }}>{children}</ScreenAccessContext.Provider>;
}

export interface FormScreenAccess {
  canWrite: boolean;
  /** Known not to write (not while access loads, so nothing typed meanwhile is lost). */
  readOnly: boolean;
  /** Said to a reader above the record. */
  readOnlyNotice: string;
}

/**
 * The access of the screen a record form is on. A form outside a FormScreen has no access to go
 * by, and showing it editable would let a reader type what the server then refuses: an error.
 */
export function useFormScreenAccess(): FormScreenAccess {
  const screen = useContext(ScreenAccessContext);
  if (!screen) throw new Error('A RecordForm belongs in a FormScreen (or MultiFormScreen), which gives it the access of the screen.');
  const { access, area } = screen;
  return {
    canWrite: access.canWrite,
    readOnly: !access.canWrite && !access.isLoading,
    readOnlyNotice: access.readOnlyReason ?? readOnlyNotice(area),
  };
}

export interface RequireWriteAccessProps {
  access: FormAccess;
  /** What the caller may not add to, as the screen names it: 'Carriers'. */
  area: string;
  children: ReactNode;
}

/**
 * An add screen for writers only: anyone else gets the refusal the server would give on Save,
 * before typing anything. While access loads the form shows, so nothing typed meanwhile is lost.
 */
export function RequireWriteAccess({ access, area, children }: RequireWriteAccessProps) {
  if (!access.canWrite && !access.isLoading) return <PermissionPanel area={area} message={access.readOnlyReason ?? WRITE_REFUSAL} />;
  return <>{children}</>;
}
