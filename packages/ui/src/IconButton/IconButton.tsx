import { Button, type ButtonProps } from '../Button';
import type { IconComponent } from '../icons';
import { Tooltip } from '../Tooltip';

export interface IconButtonProps
  extends Omit<
    ButtonProps,
    'icon' | 'iconEnd' | 'children' | 'fullWidth' | 'aria-label' | 'aria-labelledby'
  > {
  icon: IconComponent;
  /** The button's accessible name: required, since it has no visible text. */
  'aria-label': string;
  /** Show a tooltip: `true` repeats the `aria-label`, a string says something else. */
  tooltip?: boolean | string;
  tooltipPlacement?: 'top' | 'bottom' | 'left' | 'right' | 'start' | 'end';
}

/** A square, icon-only button. Ghost by default, as used in table rows and toolbars. */
export function IconButton({
  icon,
  variant = 'ghost',
  tooltip,
  tooltipPlacement = 'top',
  ...rest
}: IconButtonProps) {
  const button = <Button {...rest} variant={variant} icon={icon} />;
  if (!tooltip) return button;
  return (
    <Tooltip content={tooltip === true ? rest['aria-label'] : tooltip} placement={tooltipPlacement}>
      {button}
    </Tooltip>
  );
}
