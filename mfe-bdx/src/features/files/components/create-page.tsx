import { useState } from 'react';
import styled from 'styled-components';
import { useItemAccess } from '@kyubos/mfe';
import { RequireWriteAccess } from '@kyubos/screens';
import { Page } from '@kyubos/ui';
import { MENU } from '../../../config/paths';
import { ExportForm } from './export-form';
import { UploadForm } from './upload-page';

const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Tab = styled.button<{ $active: boolean }>`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: none;
  border-bottom: 3px solid ${({ $active, theme }) => ($active ? theme.colors.primary : 'transparent')};
  background: none;
  font: inherit;
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
  cursor: pointer;
`;

type Way = 'upload' | 'export';
const TITLE: Record<Way, string> = { upload: 'Create Upload File', export: 'Export from Records' };

/**
 * /user_admin_add_bdxcreate: a bordereau is made by uploading a file or by exporting records of
 * the book; only by a writer of Created Files (the list's Add), as the server's calls require.
 */
export function CreateBdxPage() {
  const [way, setWay] = useState<Way>('upload');
  return (
    <Page title={TITLE[way]}>
      <RequireWriteAccess access={useItemAccess(MENU.created)} area="Created Files">
        <Tabs role="tablist" aria-label="How the file is made">
          {(['upload', 'export'] as const).map((option) => (
            <Tab key={option} type="button" role="tab" aria-selected={way === option} $active={way === option} onClick={() => setWay(option)}>
              {option === 'upload' ? 'Upload File' : 'Export from Records'}
            </Tab>
          ))}
        </Tabs>
        <div role="tabpanel" aria-label={TITLE[way]}>
          {way === 'upload' ? <UploadForm /> : <ExportForm />}
        </div>
      </RequireWriteAccess>
    </Page>
  );
}
