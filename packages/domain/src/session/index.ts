// @warehouse/domain/session: Signing in and changing a password.

export type { LoginValues, SocialProvider } from './login';
export { validateLogin } from './login';
export type { PasswordChange, PasswordField } from './password';
export {
  emptyPasswordChange,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_MESSAGES,
  validatePasswordChange,
} from './password';
