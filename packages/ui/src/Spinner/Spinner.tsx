import { spinner } from './Spinner.css';

/** A small busy indicator; purely decorative, the caller announces the busy state. */
export function Spinner() {
  return <span className={spinner} aria-hidden="true" />;
}
