import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig } from '@kyubos/api';
import { AreaErrorBoundary } from '@kyubos/mfe';
import { ErrorPanel, LoadingState } from '@kyubos/ui';
import { useCallback, useEffect, useState, type ComponentType } from 'react';

const REMOTE = 'quotations';
const MODULE = `${REMOTE}/record-panel`;

type PanelState = { status: 'loading' } | { status: 'ready'; Panel: ComponentType } | { status: 'failed' };

const isPanelModule = (value: unknown): value is { default: ComponentType } =>
  typeof value === 'object' && value !== null && typeof (value as { default?: unknown }).default === 'function';

/**
 * The quotations area's full list of records, below the home page's tiles. It is loaded from the
 * quotations remote at run time: when that remote is down only this panel shows the error, with
 * Retry, and the tiles above stay.
 */
export function RemoteRecordPanel() {
  const [state, setState] = useState<PanelState>({ status: 'loading' });

  const load = useCallback(async (again: boolean) => {
    setState({ status: 'loading' });
    if (again) {
      const remote = getRuntimeConfig().remotes.find((item) => item.name === REMOTE);
      if (remote) registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
    }
    try {
      const loaded = await loadRemote(MODULE);
      setState(isPanelModule(loaded) ? { status: 'ready', Panel: loaded.default } : { status: 'failed' });
    } catch {
      setState({ status: 'failed' });
    }
  }, []);

  useEffect(() => {
    void load(false);
  }, [load]);

  if (state.status === 'loading') return <LoadingState label="Loading the quotations..." />;
  if (state.status === 'failed') {
    return (
      <ErrorPanel
        title="The quotations list could not be loaded"
        message="The quotations area is not answering. The figures above are unaffected."
        onRetry={() => void load(true)}
      />
    );
  }
  const { Panel } = state;
  return (
    <AreaErrorBoundary area="quotations">
      <Panel />
    </AreaErrorBoundary>
  );
}
