import {
  Box,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Database,
  Download,
  Inline,
  PageHeader,
  Stack,
  Text,
  Upload,
} from '@warehouse/ui';
import { type ReactNode, useEffect, useId } from 'react';

export type ToolsSection = 'import' | 'export' | 'backup';
type ExportFormat = 'csv' | 'excel';

export interface ToolsScreenProps {
  /** Brings this section into view and moves focus to it (the app routes /tools/import|export|backup here). */
  section?: ToolsSection;
  /** "Import CSV" (inert in the spec). */
  onImport?: () => void;
  /** "Export CSV" or "Export Excel" (inert in the spec). */
  onExport?: (format: ExportFormat) => void;
  /** "Backup Now" (inert in the spec). */
  onBackupNow?: () => void;
}

/** Tools: import (CSV), export (CSV or Excel) and backup. */
export function ToolsScreen({ section, onImport, onExport, onBackupNow }: ToolsScreenProps) {
  const baseId = useId();
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
        description="Bring products, customers or orders in from a CSV file."
        current={section === 'import'}
      >
        <Text tone="muted">Accepted format: CSV</Text>
        <Button icon={Upload} onPress={() => onImport?.()}>
          Import CSV
        </Button>
      </ToolSection>
      <ToolSection
        id={sectionId('export')}
        title="Export Data"
        description="Download your data as a CSV or Excel file."
        current={section === 'export'}
      >
        <Text tone="muted">Formats: CSV or Excel</Text>
        <Inline gap="2">
          <Button variant="outline" icon={Download} onPress={() => onExport?.('csv')}>
            Export CSV
          </Button>
          <Button variant="outline" icon={Download} onPress={() => onExport?.('excel')}>
            Export Excel
          </Button>
        </Inline>
      </ToolSection>
      <ToolSection
        id={sectionId('backup')}
        title="Backup"
        description="Save a complete copy of your warehouse data."
        current={section === 'backup'}
      >
        <Text tone="muted">Creates a backup of all data right away.</Text>
        <Button icon={Database} onPress={() => onBackupNow?.()}>
          Backup Now
        </Button>
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
}

function ToolSection({ id, title, description, current, children }: ToolSectionProps) {
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
          <Inline justify="space-between" gap="4">
            {children}
          </Inline>
        </CardContent>
      </Card>
    </Box>
  );
}
