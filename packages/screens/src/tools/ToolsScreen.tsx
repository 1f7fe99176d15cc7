import type { BackupEntry } from '@warehouse/domain/backups';
import type { ExportFormat, ExportListName } from '@warehouse/domain/exports';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Database,
  Inline,
  PageHeader,
  Stack,
  Text,
  Upload,
} from '@warehouse/ui';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { BackupList } from './BackupList';
import { ExportData } from './ExportData';
import { ImportDialog, type ImportDialogProps } from './ImportDialog';

export type ToolsSection = 'import' | 'export' | 'backup';

export interface ToolsScreenProps {
  /** Brings this section into view and moves focus to it (the app routes /tools/import|export|backup here). */
  section?: ToolsSection;
  /** "Import CSV" opens the import (owners and managers): a file checked, nothing kept… */
  onPreviewImport?: ImportDialogProps['onPreview'];
  /** …then imported. Without both, Import CSV does nothing. */
  onImport?: ImportDialogProps['onImport'];
  /** The lists "Export Data" offers (those the person may export); none offers none. */
  exportLists?: readonly { id: ExportListName; label: string }[];
  /** Where "Export CSV" or "Export Excel" downloads the chosen list from. */
  exportHref?: (list: ExportListName, format: ExportFormat) => string;
  /** "Backup Now": a backup of the whole business (owners); none hides it. May return a promise. */
  onBackupNow?: () => unknown;
  /** The backups kept, newest first (owners); none hides the list. */
  backups?: readonly BackupEntry[];
  /** Where the API is, for each backup's Download link. */
  apiBase?: string;
  /** "Restore" with a backup's name once RESTORE is typed. May return a promise. */
  onRestoreBackup?: (name: string) => unknown;
}

/** Tools: import (CSV), export (CSV or Excel) and backup. */
export function ToolsScreen({
  section,
  onPreviewImport,
  onImport,
  exportLists,
  exportHref,
  onBackupNow,
  backups,
  apiBase,
  onRestoreBackup,
}: ToolsScreenProps) {
  const baseId = useId();
  const [isImportOpen, setImportOpen] = useState(false);
  const sectionId = (name: ToolsSection) => `${baseId}-${name}`;

  useEffect(() => {
    if (!section) return;
    const element = document.getElementById(`${baseId}-${section}`);
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [section, baseId]);

  return (
    <Stack gap="6">
      <PageHeader title="Tools" description="Import, export and back up your data." />
      <ToolSection
        id={sectionId('import')}
        title="Import Data"
        description="Bring products, opening stock, customers or suppliers in from a CSV or Excel file."
        current={section === 'import'}
      >
        <Text tone="muted">Accepted formats: CSV or Excel (.xlsx)</Text>
        <Button icon={Upload} onPress={() => setImportOpen(true)}>
          Import CSV
        </Button>
      </ToolSection>
      {isImportOpen && onPreviewImport && onImport && (
        <ImportDialog onPreview={onPreviewImport} onImport={onImport} onClose={() => setImportOpen(false)} />
      )}
      <ToolSection
        id={sectionId('export')}
        title="Export Data"
        description="Download your data as a CSV or Excel file."
        current={section === 'export'}
      >
        <Text tone="muted">Formats: CSV or Excel</Text>
        {exportLists && exportHref && <ExportData lists={exportLists} href={exportHref} />}
      </ToolSection>
      <ToolSection
        id={sectionId('backup')}
        title="Backup"
        description="Save a complete copy of your warehouse data."
        current={section === 'backup'}
        after={backups && <BackupList backups={backups} apiBase={apiBase} onRestore={onRestoreBackup} />}
      >
        <Text tone="muted">Creates a backup of all data right away.</Text>
        {onBackupNow && (
          <Button icon={Database} onPress={() => onBackupNow()}>
            Backup Now
          </Button>
        )}
      </ToolSection>
    </Stack>
  );
}

interface ToolSectionProps {
  id: string;
  title: string;
  description: string;
  /** The section the page was opened for. */
  current: boolean;
  children: ReactNode;
  /** Below the section's actions (the backups kept). */
  after?: ReactNode;
}

function ToolSection({ id, title, description, current, children, after }: ToolSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      as="section"
      id={id}
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-current={current ? 'location' : undefined}
    >
      <Card>
        <CardHeader>
          <CardTitle level={2} id={headingId}>
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>
          <Stack gap="4">
            <Inline justify="space-between" gap="4">
              {children}
            </Inline>
            {after}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
