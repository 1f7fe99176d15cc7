import { formatBytes } from '@warehouse/domain/backups';
import {
  type ColumnMapping,
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  type ImportKind,
  type ImportMode,
  type ImportReport,
  unmatchedRequired,
} from '@warehouse/domain/imports';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  FileTrigger,
  Grid,
  Meter,
  Radio,
  RadioGroup,
  Stack,
  Text,
  Upload,
} from '@warehouse/ui';
import { useState } from 'react';
import { ImportErrorsTable, ImportMapping, ImportPreviewTable, importCounts } from './ImportReportView';

/** What is sent: the file, what it holds, and how to import it. */
export interface ImportRequest {
  kind: ImportKind;
  file: File;
  /** The columns chosen; matched by header when none. */
  mapping?: ColumnMapping;
  mode: ImportMode;
  validOnly: boolean;
}

export interface ImportDialogProps {
  /** Checks the file (nothing kept): its header, the mapping, the first rows and every row's errors. */
  onPreview: (request: ImportRequest) => Promise<ImportReport>;
  /** Imports it, telling how much of the file has gone (0–1); a refused import resolves with its report. */
  onImport: (request: ImportRequest, onProgress: (fraction: number) => void) => Promise<ImportReport>;
  onClose: () => void;
}

type Step =
  | { name: 'choose' }
  | { name: 'preview'; report: ImportReport }
  | { name: 'importing'; progress: number }
  | { name: 'done'; report: ImportReport };

const ACCEPTED = [
  '.csv',
  '.xlsx',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/** "Import CSV": choose what and the file, match its columns, preview with every row's errors, import, the result. */
export function ImportDialog({ onPreview, onImport, onClose }: ImportDialogProps) {
  const [kind, setKind] = useState<ImportKind>('products');
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('create');
  const [validOnly, setValidOnly] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [isChecking, setChecking] = useState(false);

  const preview = async (mapping?: ColumnMapping) => {
    if (!file) return;
    setChecking(true);
    try {
      setStep({ name: 'preview', report: await onPreview({ kind, file, mapping, mode, validOnly }) });
    } catch {
      // The app says why; the dialog stays where it was.
    } finally {
      setChecking(false);
    }
  };
  const runImport = async (report: ImportReport) => {
    if (!file) return;
    setStep({ name: 'importing', progress: 0 });
    try {
      const result = await onImport({ kind, file, mapping: report.mapping, mode, validOnly }, (progress) =>
        setStep({ name: 'importing', progress }),
      );
      setStep({ name: 'done', report: result });
    } catch {
      setStep({ name: 'preview', report });
    }
  };

  const footer = () => {
    switch (step.name) {
      case 'choose':
        return (
          <>
            <Button variant="outline" onPress={onClose}>
              Cancel
            </Button>
            <Button isDisabled={!file} isPending={isChecking} onPress={() => preview()}>
              Preview
            </Button>
          </>
        );
      case 'preview': {
        const blocked =
          unmatchedRequired(kind, step.report.mapping).length > 0 ||
          step.report.rows === 0 ||
          (step.report.errorCount > 0 && !validOnly);
        return (
          <>
            <Button variant="outline" onPress={() => setStep({ name: 'choose' })}>
              Back
            </Button>
            <Button icon={Upload} isDisabled={blocked || isChecking} onPress={() => runImport(step.report)}>
              Import
            </Button>
          </>
        );
      }
      case 'importing':
        return null;
      case 'done':
        return <Button onPress={onClose}>Close</Button>;
    }
  };

  return (
    <Dialog
      title="Import Data"
      description={
        step.name === 'choose'
          ? 'A CSV or Excel (.xlsx) file, up to 20 MB.'
          : `${IMPORT_KIND_LABELS[kind]} from ${file?.name ?? ''}`
      }
      size="lg"
      isOpen
      isDismissable={step.name !== 'importing'}
      onOpenChange={(open) => !open && onClose()}
      footer={footer()}
    >
      {step.name === 'choose' && (
        <Stack gap="4">
          <RadioGroup label="What to import" value={kind} onChange={(value) => setKind(value as ImportKind)}>
            {IMPORT_KINDS.map((each) => (
              <Radio key={each} value={each}>
                {IMPORT_KIND_LABELS[each]}
              </Radio>
            ))}
          </RadioGroup>
          <Stack gap="2">
            <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={(files) => setFile(files?.[0] ?? null)}>
              <Button variant="outline" icon={Upload}>
                Choose File
              </Button>
            </FileTrigger>
            <Text tone="muted">{file ? `${file.name} · ${formatBytes(file.size)}` : 'No file chosen'}</Text>
          </Stack>
        </Stack>
      )}
      {step.name === 'preview' && (
        <PreviewStep
          kind={kind}
          report={step.report}
          mode={mode}
          onModeChange={setMode}
          validOnly={validOnly}
          onValidOnlyChange={setValidOnly}
          onMappingChange={(mapping) => preview(mapping)}
        />
      )}
      {step.name === 'importing' && (
        <Stack gap="3">
          <Meter label="Importing" value={Math.round(step.progress * 100)} tone="info" />
          <Text tone="muted">The file is read and imported as it is sent; keep this window open.</Text>
        </Stack>
      )}
      {step.name === 'done' && <DoneStep report={step.report} />}
    </Dialog>
  );
}

interface PreviewStepProps {
  kind: ImportKind;
  report: ImportReport;
  mode: ImportMode;
  onModeChange: (mode: ImportMode) => void;
  validOnly: boolean;
  onValidOnlyChange: (validOnly: boolean) => void;
  onMappingChange: (mapping: ColumnMapping) => void;
}

function PreviewStep({
  kind,
  report,
  mode,
  onModeChange,
  validOnly,
  onValidOnlyChange,
  onMappingChange,
}: PreviewStepProps) {
  const missing = unmatchedRequired(kind, report.mapping);
  return (
    <Stack gap="5">
      <Text>
        {report.rows === 1 ? '1 row' : `${report.rows} rows`} read. Importing would make{' '}
        {importCounts(report)}.
      </Text>
      {missing.length > 0 && (
        <Alert tone="caution" title="Columns needed">
          Choose a column for {missing.join(', ')}.
        </Alert>
      )}
      <Grid minItemWidth="lg" gap="4">
        <ImportMapping
          kind={kind}
          headers={report.headers}
          mapping={report.mapping}
          onMappingChange={onMappingChange}
        />
        <Stack gap="4">
          <RadioGroup
            label="Rows that match a record"
            value={mode}
            onChange={(value) => onModeChange(value as ImportMode)}
          >
            <Radio value="create" description="Re-importing a file changes nothing.">
              Leave them as they are
            </Radio>
            <Radio value="update">Update them from the file</Radio>
          </RadioGroup>
          <Checkbox
            isSelected={validOnly}
            onChange={onValidOnlyChange}
            description="Otherwise one bad row stops the whole import."
          >
            Import only the valid rows
          </Checkbox>
        </Stack>
      </Grid>
      <ImportPreviewTable kind={kind} report={report} />
      <ImportErrorsTable report={report} />
    </Stack>
  );
}

function DoneStep({ report }: { report: ImportReport }) {
  return (
    <Stack gap="4">
      {report.committed ? (
        <Alert tone="positive" title="Import complete">
          {importCounts(report)}.
          {report.errorCount > 0
            ? ` ${report.errorCount === 1 ? '1 error' : `${report.errorCount} errors`}: those rows were left out.`
            : ''}
        </Alert>
      ) : (
        <Alert tone="critical" title="Nothing was imported">
          Fix the rows below and import the file again, or import only the valid rows.
        </Alert>
      )}
      <ImportErrorsTable report={report} />
    </Stack>
  );
}
