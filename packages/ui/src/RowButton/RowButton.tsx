import type { ReactNode } from 'react';
import { type ButtonSize, type ButtonVariant, buttonIconSize } from '../Button';
import { button } from '../Button/Button.css';
import type { IconComponent } from '../icons';

export interface RowButtonProps {
  variant?: Extract<ButtonVariant, 'ghost' | 'outline' | 'secondary'>;
  size?: ButtonSize;
  /** An icon before the label; alone it makes an icon-only button, which needs `aria-label`. */
  icon?: IconComponent;
  children?: ReactNode;
  'aria-label'?: string;
  onPress?: () => void;
  isDisabled?: boolean;
}

/**
 * Button's looks on a native button, for a control repeated in every row of a long table (edit,
 * remove, track): a table at 100,000 rows renders dozens of them per keystroke, and react-aria's
 * press handling costs about ten times as much per button. Enter, Space and a click press it. Not
 * for triggers (menus, dialogs, tooltips, popovers): those need Button.
 */
export function RowButton({
  variant = 'ghost',
  size = 'sm',
  icon: Icon,
  children,
  'aria-label': ariaLabel,
  onPress,
  isDisabled = false,
}: RowButtonProps) {
  const iconOnly = !children && !!Icon;
  return (
    <button
      type="button"
      data-plain=""
      aria-label={ariaLabel}
      disabled={isDisabled}
      onClick={onPress}
      className={button({ variant, size, iconOnly })}
    >
      {Icon && <Icon size={buttonIconSize[size]} aria-hidden="true" />}
      {iconOnly ? null : children}
    </button>
  );
}
