import { describe, expect, it } from 'vitest';
import { activityLabel, callsOfKind } from './auditedCalls';

describe('Activity: the files downloaded (issue 39)', () => {
  it('an export and a backup downloaded read as what they were, in their kind', () => {
    expect(activityLabel({ call: 'exportList', detail: 'status: completed' })).toBe(
      'Exported a list: status: completed',
    );
    expect(activityLabel({ call: 'downloadBackup', detail: null })).toBe('Downloaded a backup');
    expect(callsOfKind('exports')).toEqual(['exportList']);
    expect(callsOfKind('backups')).toEqual(expect.arrayContaining(['createBackup', 'downloadBackup']));
    expect(callsOfKind('access')).not.toContain('exportList');
  });
});
