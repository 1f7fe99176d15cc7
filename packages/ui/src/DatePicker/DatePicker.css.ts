import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

export const calendarPopover = style({ padding: vars.space['3'] });

export const dialog = style({ outline: 'none' });
