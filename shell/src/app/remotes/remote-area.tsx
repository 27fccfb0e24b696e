import styled from 'styled-components';
import type { RemoteLayout } from '@kyubos/contracts';
import { AREA_ELEMENT_ID } from './area-element';

/**
 * The element a remote mounts into. React never renders children here: single-spa owns its
 * content, so the shell's re-renders leave the remote alone.
 */
export function RemoteArea({ layout }: { layout: RemoteLayout }) {
  return layout === 'admin' ? <AdminArea id={AREA_ELEMENT_ID.admin} /> : <div id={AREA_ELEMENT_ID.page} />;
}

const AdminArea = styled.div`
  min-height: 320px;
`;
