/** A notice (toast): §8 error catalogue entry. Destructive notices use the critical tone. */
export interface Notice {
  title: string;
  message: string;
  destructive: boolean;
}
