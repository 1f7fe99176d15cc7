import {
  type BackupEntry,
  backupDownloadPath,
  formatBytes,
  RESTORE_CONFIRMATION,
  RESTORE_CONFIRMATION_MESSAGE,
} from '@warehouse/domain/backups';
import { formatMoment } from '@warehouse/domain/format';
import {
  Badge,
  Button,
  Database,
  Download,
  FormDialog,
  Link,
  List,
  RotateCcw,
  Stack,
  Text,
  TextField,
} from '@warehouse/ui';
import { useState } from 'react';
import { submitChecked } from '../shared/submit';

export interface BackupListProps {
  backups: readonly BackupEntry[];
  /** Where the API is (`/api`): downloads are links to it. None: no Download. */
  apiBase?: string;
  /** "Restore" with the backup's name once RESTORE is typed; none hides Restore. May return a promise. */
  onRestore?: (name: string) => unknown;
}

/** The backups kept, newest first: each with its time, size and kind, Download and Restore (owners). */
export function BackupList({ backups, apiBase, onRestore }: BackupListProps) {
  const [restoring, setRestoring] = useState<BackupEntry | null>(null);
  return (
    <Stack gap="2">
      <List
        aria-label="Backups"
        items={[...backups]}
        getKey={(backup) => backup.name}
        emptyState="No backups yet."
        renderItem={(backup) => ({
          title: formatMoment(backup.createdAt),
          description: `${formatBytes(backup.size)} · ${backup.name}`,
          icon: Database,
          trailing: (
            <>
              <Badge tone={backup.automatic ? 'info' : 'neutral'}>
                {backup.automatic ? 'Automatic' : 'Manual'}
              </Badge>
              {apiBase !== undefined && (
                <Link
                  href={`${apiBase}${backupDownloadPath(backup.name)}`}
                  download={backup.name}
                  appearance="outline"
                  buttonSize="sm"
                  icon={Download}
                  aria-label={`Download the backup of ${formatMoment(backup.createdAt)}`}
                >
                  Download
                </Link>
              )}
              {onRestore && (
                <Button
                  variant="outline"
                  size="sm"
                  icon={RotateCcw}
                  aria-label={`Restore the backup of ${formatMoment(backup.createdAt)}`}
                  onPress={() => setRestoring(backup)}
                >
                  Restore
                </Button>
              )}
            </>
          ),
        })}
      />
      {restoring && onRestore && (
        <RestoreDialog backup={restoring} onRestore={onRestore} onClose={() => setRestoring(null)} />
      )}
    </Stack>
  );
}

function RestoreDialog({
  backup,
  onRestore,
  onClose,
}: {
  backup: BackupEntry;
  onRestore: (name: string) => unknown;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState('');
  const submit = () =>
    submitChecked(
      typed.trim() === RESTORE_CONFIRMATION
        ? { ok: true, value: backup.name }
        : { ok: false, fieldErrors: { confirmation: RESTORE_CONFIRMATION_MESSAGE } },
      onRestore,
    );
  return (
    <FormDialog
      title="Restore Backup"
      description={`Everything in the business is replaced by the backup of ${formatMoment(backup.createdAt)}. A backup of the business as it is now is taken first. Everyone is signed out.`}
      submitLabel="Restore"
      onClose={onClose}
      onSubmit={submit}
    >
      <Stack gap="2">
        <Text tone="muted">{`Type ${RESTORE_CONFIRMATION} to confirm.`}</Text>
        <TextField
          label="Confirmation"
          name="confirmation"
          isRequired
          autoComplete="off"
          value={typed}
          onChange={setTyped}
        />
      </Stack>
    </FormDialog>
  );
}
