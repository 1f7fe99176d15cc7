import { Button, Camera, Card, EmptyState, PageHeader, ScanLine, Stack } from '@warehouse/ui';

export interface ScanScreenProps {
  /** "Start Camera" (inert in the spec). */
  onStartCamera?: () => void;
}

/** Scan Items: a "Start Camera" button. */
export function ScanScreen({ onStartCamera }: ScanScreenProps) {
  return (
    <Stack gap="6">
      <PageHeader title="Scan Items" description="Scan barcodes to look up and count items." />
      <Card padding="lg">
        <EmptyState
          icon={ScanLine}
          title="Camera is off"
          description="Start the camera and hold a barcode in front of it."
          action={
            <Button icon={Camera} onPress={onStartCamera}>
              Start Camera
            </Button>
          }
        />
      </Card>
    </Stack>
  );
}
