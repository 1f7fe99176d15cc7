import { unknownBarcodeMessage } from '@warehouse/domain/catalogue';
import {
  Alert,
  Button,
  Camera,
  CameraPreview,
  Card,
  EmptyState,
  Form,
  Heading,
  Inline,
  PageHeader,
  ScanLine,
  Search,
  ShoppingCart,
  Stack,
  Text,
  TextField,
} from '@warehouse/ui';
import { useState } from 'react';
import { Money } from '../shared/money';

/** Where the camera is: off, being started, reading codes, refused by the user, or not there. */
export type CameraState = 'off' | 'starting' | 'scanning' | 'denied' | 'unavailable';

/** A scanned item as the Scan screen shows it: what it is, and where its stock is. */
export interface ScannedItem {
  id: string;
  name: string;
  price: number;
  /** Units on hand over every location. */
  onHand: number;
  /** Every bin holding some, by name ("A-1-1 · Main Warehouse"). */
  bins: readonly { bin: string; onHand: number }[];
}

/** What the last code read or typed found. */
export type ScanResult =
  | { kind: 'looking'; code: string }
  | { kind: 'found'; code: string; item: ScannedItem }
  | { kind: 'unknown'; code: string };

export const CAMERA_DENIED_TITLE = 'Camera access was denied';
export const NO_CAMERA_TITLE = 'No camera found';

export interface ScanScreenProps {
  camera?: CameraState;
  /** The camera's picture while scanning. */
  stream?: MediaStream | null;
  result?: ScanResult;
  /** "Start Camera" (and "Try Again" after a refusal). */
  onStartCamera?: () => void;
  onStopCamera?: () => void;
  /** A code typed into the Barcode field (for a machine without a camera), or read by the camera. */
  onLookUp?: (code: string) => void;
  /** "Add to Cart": the item goes into the till's cart (not offered without it: a role that does not sell). */
  onAddToCart?: (item: ScannedItem) => void;
}

/**
 * Scan Items: the camera reads a barcode (or it is typed), and the item it names shows with its
 * stock by bin and an "Add to Cart" for the till.
 */
export function ScanScreen({
  camera = 'off',
  stream = null,
  result,
  onStartCamera,
  onStopCamera,
  onLookUp,
  onAddToCart,
}: ScanScreenProps) {
  return (
    <Stack gap="6">
      <PageHeader title="Scan Items" description="Scan barcodes to look up and count items." />
      <Card padding="lg">
        <CameraPanel camera={camera} stream={stream} onStart={onStartCamera} onStop={onStopCamera} />
      </Card>
      <Card padding="lg">
        <ManualEntry onLookUp={onLookUp} />
      </Card>
      {result && <ResultPanel result={result} onAddToCart={onAddToCart} />}
    </Stack>
  );
}

function CameraPanel({
  camera,
  stream,
  onStart,
  onStop,
}: {
  camera: CameraState;
  stream: MediaStream | null;
  onStart?: () => void;
  onStop?: () => void;
}) {
  const start = (
    <Button icon={Camera} onPress={onStart}>
      Start Camera
    </Button>
  );
  switch (camera) {
    case 'scanning':
      return (
        <Stack gap="4">
          <CameraPreview stream={stream} aria-label="Camera" />
          <Inline justify="space-between" gap="3">
            <Text tone="muted" size="sm">
              Hold a barcode inside the band.
            </Text>
            <Button variant="outline" onPress={onStop}>
              Stop Camera
            </Button>
          </Inline>
        </Stack>
      );
    case 'starting':
      return (
        <EmptyState icon={Camera} title="Starting the camera…" description="Allow the camera when asked." />
      );
    case 'denied':
      return (
        <Alert
          tone="critical"
          title={CAMERA_DENIED_TITLE}
          action={
            <Button variant="outline" onPress={onStart}>
              Try Again
            </Button>
          }
        >
          Allow the camera for this site in the browser’s settings, or type the barcode below.
        </Alert>
      );
    case 'unavailable':
      return (
        <Alert tone="caution" title={NO_CAMERA_TITLE}>
          This device has no camera the browser can use: type the barcode below.
        </Alert>
      );
    default:
      return (
        <EmptyState
          icon={ScanLine}
          title="Camera is off"
          description="Start the camera and hold a barcode in front of it."
          action={start}
        />
      );
  }
}

function ManualEntry({ onLookUp }: { onLookUp?: (code: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim() !== '') onLookUp?.(code.trim());
      }}
    >
      <Inline gap="3" align="flex-end" wrap={false}>
        <Stack flexGrow="1" minWidth="0">
          <TextField
            label="Barcode"
            description="Type the code when there is no camera."
            value={code}
            onChange={setCode}
          />
        </Stack>
        <Stack flexShrink="0">
          <Button type="submit" variant="outline" icon={Search}>
            Look Up
          </Button>
        </Stack>
      </Inline>
    </Form>
  );
}

function ResultPanel({
  result,
  onAddToCart,
}: {
  result: ScanResult;
  onAddToCart?: (item: ScannedItem) => void;
}) {
  if (result.kind === 'looking')
    return (
      <Card padding="lg" aria-label="Scanned item">
        <Text tone="muted">{`Looking up ${result.code}…`}</Text>
      </Card>
    );
  if (result.kind === 'unknown')
    return (
      <Card padding="lg" aria-label="Scanned item">
        <EmptyState icon={Search} title="Unknown Barcode" description={unknownBarcodeMessage(result.code)} />
      </Card>
    );
  const { item, code } = result;
  return (
    <Card as="section" padding="lg" aria-label="Scanned item">
      <Stack gap="4">
        <Inline justify="space-between" gap="3" align="flex-start">
          <Stack gap="1">
            <Heading level={2} size="md">
              {item.name}
            </Heading>
            <Text tone="muted" size="sm">{`Barcode ${code} · ${item.onHand} on hand`}</Text>
          </Stack>
          <Text weight="bold" size="lg" tabular>
            <Money amount={item.price} />
          </Text>
        </Inline>
        <Stack gap="2">
          <Heading level={3} size="sm">
            Stock by Bin
          </Heading>
          {item.bins.length === 0 ? (
            <Text tone="muted" size="sm">
              No bin holds any.
            </Text>
          ) : (
            <Stack as="ul" gap="1" margin="none" padding="none" aria-label="Stock by bin">
              {item.bins.map(({ bin, onHand }) => (
                <Inline as="li" key={bin} justify="space-between" gap="3">
                  <Text size="sm">{bin}</Text>
                  <Text size="sm" weight="medium" tabular>
                    {onHand}
                  </Text>
                </Inline>
              ))}
            </Stack>
          )}
        </Stack>
        {onAddToCart && (
          <Inline justify="flex-end">
            <Button icon={ShoppingCart} onPress={() => onAddToCart(item)}>
              Add to Cart
            </Button>
          </Inline>
        )}
      </Stack>
    </Card>
  );
}
