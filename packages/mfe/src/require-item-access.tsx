import type { ReactNode } from 'react';
import { LoadingState, Page, PermissionPanel } from '@kyubos/ui';
import { useAccessLoadFailure, useItemAccess } from './access';

/** The server's own words for a caller without Read on a screen's item. */
export const READ_REFUSAL = 'You need Read permission for this';

export interface RequireItemAccessProps {
  /** The menu item(s) that lead to the screen (menu or sub-menu urls): holding one at Read opens it. */
  items: readonly string[];
  /** The screen's area as the refusal names it: 'Lines of Business'. */
  area: string;
  children: ReactNode;
}

/**
 * A screen for holders of its menu item only, refused the way a screen whose call the server
 * refuses is. For screens whose data the server also gives to the users of other screens (a
 * quotation's form reads the intake configuration): a typed URL must not open them either. Nothing
 * shows while access loads (no data flashes by); when it cannot be loaded, the area says so and
 * offers Retry (AdminAreaRoutes).
 */
export function RequireItemAccess({ items, area, children }: RequireItemAccessProps) {
  const { canRead, isLoading } = useItemAccess(...items);
  const { failed } = useAccessLoadFailure();
  if (isLoading) return <LoadingState />;
  if (canRead) return <>{children}</>;
  if (failed) return null;
  return (
    <Page title={area}>
      <PermissionPanel area={area} message={READ_REFUSAL} />
    </Page>
  );
}
