import { isContractError } from '@warehouse/domain/contract';
import {
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_REQUEST_MESSAGES,
  type RefundDestination,
  type ReturnReason,
  type ReturnRequest,
  type ReturnRequestInput,
  type ReturnRequestRefund,
  type SaleReturns,
} from '@warehouse/domain/returns';
import {
  Box,
  Button,
  Dialog,
  Divider,
  Inline,
  NumberField,
  Select,
  Stack,
  Switch,
  Text,
  TextField,
} from '@warehouse/ui';
import { useState } from 'react';
import { RefundToField } from '../shared/RefundToField';

const REASON_OPTIONS = RETURN_REASONS.map((id) => ({ id, label: RETURN_REASON_LABELS[id] }));

/** A refusal's field errors, when it names fields (the contract's ValidationError); none otherwise. */
const fieldErrorsOf = (error: unknown): Record<string, string> =>
  isContractError(error) ? error.fieldErrors : {};

/** Runs an action while marking it pending; a refusal keeps the dialog as it was (its notice is the caller's). */
function usePending() {
  const [isPending, setPending] = useState(false);
  const run = async (action: () => Promise<unknown>, onError?: (error: unknown) => void) => {
    if (isPending) return;
    setPending(true);
    try {
      await action();
    } catch (error) {
      onError?.(error);
    } finally {
      setPending(false);
    }
  };
  return { isPending, run };
}

interface NewReturnRequestDialogProps {
  /** What is left to return of the order's lines: found by its number. */
  onFindOrder: (saleId: string) => Promise<SaleReturns>;
  onCreate: (input: ReturnRequestInput) => Promise<unknown>;
  onClose: () => void;
}

/**
 * "New Request" on a customer's behalf: the order they have (its number), then how many of each of
 * its lines come back (never more than is left), why, and a note.
 */
export function NewReturnRequestDialog({ onFindOrder, onCreate, onClose }: NewReturnRequestDialogProps) {
  const [saleId, setSaleId] = useState('');
  const [order, setOrder] = useState<SaleReturns>();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ReturnReason>('damaged');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { isPending, run } = usePending();

  const find = () => {
    const typed = saleId.trim().toUpperCase();
    if (typed === '') {
      setErrors({ saleId: 'Type the order number' });
      return;
    }
    void run(async () => {
      setOrder(await onFindOrder(typed));
      setErrors({});
    });
  };
  const raise = (close: () => void) => {
    if (!order) return;
    const lines = order.lines
      .filter((line) => (quantities[line.lineNo] ?? 0) > 0)
      .map((line) => ({ lineNo: line.lineNo, quantity: quantities[line.lineNo] ?? 0 }));
    const problems: Record<string, string> = {};
    if (lines.length === 0) problems.lines = RETURN_REQUEST_MESSAGES.linesRequired;
    if (reason === 'other' && note.trim() === '') problems.note = RETURN_REQUEST_MESSAGES.noteRequired;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    void run(
      async () => {
        await onCreate({
          saleId: order.saleId,
          lines,
          reason,
          ...(note.trim() ? { note: note.trim() } : {}),
        });
        close();
      },
      (error) => setErrors(fieldErrorsOf(error)),
    );
  };

  return (
    <Dialog
      title="New Return Request"
      description="For a customer who has their order: what they are sending back, and why."
      size="lg"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={(close) => (
        <>
          <Button variant="outline" slot="close">
            Cancel
          </Button>
          {order ? (
            <Button onPress={() => raise(close)} isPending={isPending}>
              Raise Request
            </Button>
          ) : (
            <Button onPress={find} isPending={isPending}>
              Find Order
            </Button>
          )}
        </>
      )}
    >
      <Stack gap="4">
        {order ? (
          <Text weight="medium">{`Order ${order.saleId}`}</Text>
        ) : (
          <TextField
            label="Order number"
            description="On the customer's receipt or delivery note, e.g. ORD-1013"
            value={saleId}
            onChange={setSaleId}
            isInvalid={errors.saleId !== undefined}
            errorMessage={errors.saleId}
            autoFocus
          />
        )}
        {order && (
          <>
            <Stack gap="3" as="ul" padding="none" aria-label="Lines of the order">
              {order.lines.map((line) => {
                const left = line.sold - line.returned;
                const problem = errors[`lines.${line.lineNo}.quantity`];
                return (
                  <Inline as="li" justify="space-between" gap="3" key={line.lineNo} aria-label={line.name}>
                    <Stack gap="0.5" minWidth="0">
                      <Text weight="medium">{line.name}</Text>
                      <Text size="sm" tone="muted">
                        {line.returned > 0
                          ? `Sold ${line.sold} · returned ${line.returned}`
                          : `Sold ${line.sold}`}
                      </Text>
                    </Stack>
                    {left > 0 ? (
                      <Box maxWidth="narrow" flexShrink="0">
                        <NumberField
                          aria-label={`Quantity of ${line.name} coming back`}
                          size="sm"
                          value={quantities[line.lineNo] ?? 0}
                          minValue={0}
                          maxValue={left}
                          step={1}
                          isInvalid={problem !== undefined}
                          errorMessage={problem}
                          onChange={(value) => {
                            setQuantities((all) => ({
                              ...all,
                              [line.lineNo]: Number.isFinite(value) ? value : 0,
                            }));
                            // A corrected quantity's message goes with the change.
                            setErrors(
                              ({ lines: _lines, [`lines.${line.lineNo}.quantity`]: _own, ...rest }) => rest,
                            );
                          }}
                        />
                      </Box>
                    ) : (
                      <Text size="sm" tone="muted">
                        All returned
                      </Text>
                    )}
                  </Inline>
                );
              })}
            </Stack>
            {errors.lines && (
              <Text tone="critical" size="sm">
                {errors.lines}
              </Text>
            )}
            <Divider spacing="2" />
            <Select
              label="Reason"
              items={REASON_OPTIONS}
              selectedKey={reason}
              onSelectionChange={(key) => key != null && setReason(key as ReturnReason)}
            />
            <TextField
              label="Note"
              isRequired={reason === 'other'}
              value={note}
              maxLength={500}
              onChange={setNote}
              isInvalid={errors.note !== undefined}
              errorMessage={errors.note}
            />
          </>
        )}
      </Stack>
    </Dialog>
  );
}

interface RefundReturnRequestDialogProps {
  request: ReturnRequest;
  onRefund: (refund: ReturnRequestRefund) => Promise<unknown>;
  onClose: () => void;
}

/** "Refund" a received request: where the money goes, and whether the goods go back on sale. */
export function RefundReturnRequestDialog({ request, onRefund, onClose }: RefundReturnRequestDialogProps) {
  const [refundTo, setRefundTo] = useState<RefundDestination>('original');
  const [refundToProblem, setRefundToProblem] = useState<string>();
  const [restock, setRestock] = useState(request.reason !== 'damaged');
  const { isPending, run } = usePending();
  const items = request.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ');
  return (
    <Dialog
      title={`Refund ${request.id}`}
      description={`${request.customer} · ${request.saleId}: ${items}`}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={(close) => (
        <>
          <Button variant="outline" slot="close">
            Cancel
          </Button>
          <Button
            isPending={isPending}
            onPress={() =>
              void run(
                async () => {
                  await onRefund({ refundTo, restock });
                  close();
                },
                (error) => setRefundToProblem(fieldErrorsOf(error).refundTo),
              )
            }
          >
            Refund
          </Button>
        </>
      )}
    >
      <Stack gap="4">
        <RefundToField
          destinations={request.refundDestinations}
          value={refundTo}
          onChange={(destination) => {
            setRefundTo(destination);
            setRefundToProblem(undefined);
          }}
          errorMessage={refundToProblem}
        />
        {request.refundDestinations.length === 0 && (
          <Text size="sm" tone="muted">
            {`${request.saleId} was sold on account: a credit note on its invoice is its refund.`}
          </Text>
        )}
        <Switch
          isSelected={restock}
          onChange={setRestock}
          description={
            restock
              ? 'Back on sale where each item was sold from'
              : 'Written off: the goods do not go back on sale'
          }
        >
          Back to stock
        </Switch>
      </Stack>
    </Dialog>
  );
}

interface RejectReturnRequestDialogProps {
  request: ReturnRequest;
  onReject: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** "Reject" an open request, saying why. */
export function RejectReturnRequestDialog({ request, onReject, onClose }: RejectReturnRequestDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const { isPending, run } = usePending();
  const reject = (close: () => void) => {
    if (reason.trim() === '') {
      setProblem(RETURN_REQUEST_MESSAGES.rejectionRequired);
      return;
    }
    void run(
      async () => {
        await onReject(reason.trim());
        close();
      },
      (error) => setProblem(fieldErrorsOf(error).reason),
    );
  };
  return (
    <Dialog
      title={`Reject ${request.id}`}
      description={`${request.customer} · ${request.saleId}: nothing is refunded and nothing comes back to stock.`}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={(close) => (
        <>
          <Button variant="outline" slot="close">
            Cancel
          </Button>
          <Button variant="destructive" isPending={isPending} onPress={() => reject(close)}>
            Reject Request
          </Button>
        </>
      )}
    >
      <TextField
        label="Reason"
        isRequired
        value={reason}
        maxLength={500}
        onChange={(value) => {
          setReason(value);
          setProblem(undefined);
        }}
        isInvalid={problem !== undefined}
        errorMessage={problem}
        autoFocus
      />
    </Dialog>
  );
}
