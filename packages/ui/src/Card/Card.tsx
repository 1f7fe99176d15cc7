import { createElement, type ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import * as s from './Card.css';

export interface CardProps {
  as?: 'div' | 'section' | 'article' | 'li';
  /** `raised` (default) has a soft shadow, `outline` only a border, `sunken` a tinted background. */
  variant?: 'raised' | 'outline' | 'sunken';
  /** Inner padding; `none` for edge-to-edge content such as a table. */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Stretch to the height of the grid row. */
  fill?: boolean;
  /** In a column of fixed height (a `StickyColumn`), give up height first: its content scrolls. */
  shrinks?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  id?: string;
  children: ReactNode;
}

/** A surface grouping related content: compose with CardHeader, CardContent and CardFooter. */
export function Card({
  as = 'div',
  variant = 'raised',
  padding = 'md',
  fill = false,
  shrinks = false,
  children,
  ...rest
}: CardProps) {
  return createElement(as, { ...rest, className: s.card({ variant, padding, fill, shrinks }) }, children);
}

export interface CardHeaderProps {
  /** Shorthand for `<CardTitle>`. */
  title?: ReactNode;
  /** Shorthand for `<CardDescription>`. */
  description?: ReactNode;
  /** Controls at the top right (a button, a menu). */
  actions?: ReactNode;
  /** Title level for the shorthand title. */
  level?: 2 | 3 | 4;
  children?: ReactNode;
}

/** The card's title, description and top-right actions. */
export function CardHeader({ title, description, actions, level = 3, children }: CardHeaderProps) {
  return (
    <div className={s.header}>
      <div className={s.headerText}>
        {title != null && <CardTitle level={level}>{title}</CardTitle>}
        {description != null && <CardDescription>{description}</CardDescription>}
        {children}
      </div>
      {actions != null && <div className={s.headerActions}>{actions}</div>}
    </div>
  );
}

export interface CardTitleProps {
  level?: 2 | 3 | 4;
  id?: string;
  children: ReactNode;
}

export function CardTitle({ level = 3, id, children }: CardTitleProps) {
  return (
    <Heading level={level} id={id} className={s.title}>
      {children}
    </Heading>
  );
}

export function CardDescription({ children }: { children: ReactNode }) {
  return <p className={s.description}>{children}</p>;
}

export function CardContent({ children }: { children: ReactNode }) {
  return <div className={s.content}>{children}</div>;
}

export interface CardFooterProps {
  justify?: 'start' | 'end' | 'between';
  children: ReactNode;
}

export function CardFooter({ justify = 'end', children }: CardFooterProps) {
  return <div className={s.footer({ justify })}>{children}</div>;
}
