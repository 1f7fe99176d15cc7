export { TOAST_SETTINGS, Toaster } from './Toaster';
