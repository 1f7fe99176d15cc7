export { CameraPreview, type CameraPreviewProps } from './CameraPreview';
