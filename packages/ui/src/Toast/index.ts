export { type NotifyOptions, notify, TOAST_SETTINGS, Toaster } from './Toaster';
