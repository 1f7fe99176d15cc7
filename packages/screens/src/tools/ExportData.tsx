import {
  EXPORT_FORMAT_ACTIONS,
  EXPORT_FORMATS,
  type ExportFormat,
  type ExportListName,
} from '@warehouse/domain/exports';
import { Download, Inline, Link, Select } from '@warehouse/ui';
import { useState } from 'react';

export interface ExportDataProps {
  /** The lists the person may export, as the choice names them. */
  lists: readonly { id: ExportListName; label: string }[];
  /** Where a list's file is downloaded from, in a format. */
  href: (list: ExportListName, format: ExportFormat) => string;
}

/** Tools → Export Data: the list chosen, then "Export CSV" or "Export Excel" downloads it whole. */
export function ExportData({ lists, href }: ExportDataProps) {
  const [list, setList] = useState(lists[0]?.id);
  if (list === undefined) return null;
  return (
    <Inline gap="2" align="flex-end">
      <Select
        label="List"
        items={lists.map(({ id, label }) => ({ id, label }))}
        selectedKey={list}
        onSelectionChange={(key) => {
          const chosen = lists.find(({ id }) => id === key);
          if (chosen) setList(chosen.id);
        }}
      />
      {EXPORT_FORMATS.map((format) => (
        <Link key={format} href={href(list, format)} download appearance="outline" icon={Download}>
          {EXPORT_FORMAT_ACTIONS[format]}
        </Link>
      ))}
    </Inline>
  );
}
