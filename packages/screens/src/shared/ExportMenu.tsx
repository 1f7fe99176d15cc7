import { EXPORT_FORMAT_ACTIONS, EXPORT_FORMATS, type ExportFormat } from '@warehouse/domain/exports';
import {
  Button,
  type ButtonVariant,
  ChevronDown,
  Download,
  FileSpreadsheet,
  FileText,
  Menu,
  MenuItem,
  MenuTrigger,
} from '@warehouse/ui';

const FORMAT_ICONS = { csv: FileText, xlsx: FileSpreadsheet } as const;

export interface ExportMenuProps {
  /** The button's text: "Export Sales", "Export Report", "Export". */
  label: string;
  /** Where each format's file is downloaded from: the list as the screen shows it, searched and filtered. */
  href: (format: ExportFormat) => string;
  variant?: ButtonVariant;
}

/**
 * A list's Export: a button whose menu downloads it as a CSV or an Excel file (links, so the
 * browser streams the server's file to disk as it comes).
 */
export function ExportMenu({ label, href, variant = 'outline' }: ExportMenuProps) {
  return (
    <MenuTrigger>
      <Button variant={variant} icon={Download} iconEnd={ChevronDown}>
        {label}
      </Button>
      <Menu aria-label={label}>
        {EXPORT_FORMATS.map((format) => (
          <MenuItem key={format} id={format} href={href(format)} download icon={FORMAT_ICONS[format]}>
            {EXPORT_FORMAT_ACTIONS[format]}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
