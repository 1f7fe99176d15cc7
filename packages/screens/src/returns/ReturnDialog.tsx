import type { BinChoice } from '@warehouse/domain/contract';
import type { SaleDetail } from '@warehouse/domain/pos';
import {
  isCreditedOnInvoice,
  linePaidAmounts,
  lineRefund,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type RefundDestination,
  type ReturnInput,
  type ReturnReason,
  refundDestinationsOf,
  type SaleReturns,
  type TillExchange,
} from '@warehouse/domain/returns';
import {
  Box,
  Button,
  Dialog,
  Divider,
  Inline,
  NumberField,
  RefreshCw,
  Select,
  Stack,
  Switch,
  Text,
  TextField,
} from '@warehouse/ui';
import { useState } from 'react';
import { type BinFinder, BinPicker } from '../shared/BinPicker';
import { Money } from '../shared/money';
import { RefundToField } from '../shared/RefundToField';

export interface ReturnDialogProps {
  detail: SaleDetail;
  /** What is left to return of each line, and the returns so far. */
  returns: SaleReturns;
  /** Records the return; a rejection keeps the dialog as it was (its notice is the caller's). */
  onRecord: (input: ReturnInput) => Promise<unknown>;
  /**
   * "Exchange": the chosen items go to the till as an exchange credit towards a new sale (nothing
   * is recorded until the till completes it). Without it, or for an invoiced sale, no button.
   */
  onExchange?: (exchange: TillExchange) => void;
  /** Searches the bins a line may go back into instead of the one it was sold from; without it, only that one. */
  findBins?: BinFinder;
  onClose: () => void;
}

const REASON_OPTIONS = RETURN_REASONS.map((id) => ({ id, label: RETURN_REASON_LABELS[id] }));
const NOTE_NEEDED = 'Say why it comes back';

/**
 * Items of a sale coming back: how many of each line (never more than is left), whether each goes
 * back to stock (where it was sold from) or is written off, why, and where the money goes (store
 * credit offered for a customer on record; a sale on account's is a credit note, and an invoiced
 * sale's return issues one as well). The refund shown is the one the server records: each line's
 * share of what it paid.
 */
export function ReturnDialog({
  detail,
  returns,
  onRecord,
  onExchange,
  findBins,
  onClose,
}: ReturnDialogProps) {
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [writtenOff, setWrittenOff] = useState<Record<number, boolean>>({});
  /** The bin a line goes back into when it is not the one it was sold from. */
  const [intoBins, setIntoBins] = useState<Record<number, BinChoice | null>>({});
  const [reason, setReason] = useState<ReturnReason>('not_wanted');
  const [note, setNote] = useState('');
  const [isPending, setPending] = useState(false);
  const [shown, setShown] = useState(false);
  const paid = linePaidAmounts(detail);
  const chosen = returns.lines.filter((line) => (quantities[line.lineNo] ?? 0) > 0);
  const refund = chosen.reduce(
    (sum, line) =>
      sum + lineRefund(paid[line.lineNo] ?? 0, line.sold, line.returned, quantities[line.lineNo] ?? 0),
    0,
  );
  const noteProblem = reason === 'other' && note.trim() === '' ? NOTE_NEEDED : undefined;
  // An invoiced sale (or one on account) is credited on its invoice: a credit note is issued.
  const credited = isCreditedOnInvoice(detail);
  const destinations = refundDestinationsOf(detail.sale);
  const [refundTo, setRefundTo] = useState<RefundDestination>('original');

  const saleReturn = () => ({
    saleId: detail.sale.id,
    lines: chosen.map((line) => {
      const into = writtenOff[line.lineNo] ? undefined : intoBins[line.lineNo]?.id;
      return {
        lineNo: line.lineNo,
        quantity: quantities[line.lineNo] ?? 0,
        restock: !writtenOff[line.lineNo],
        ...(into ? { binId: into } : {}),
      };
    }),
    reason,
    ...(note.trim() ? { note: note.trim() } : {}),
  });
  const exchange = (close: () => void) => {
    setShown(true);
    if (chosen.length === 0 || noteProblem || !onExchange) return;
    onExchange({ saleReturn: saleReturn(), credit: refund });
    close();
  };
  const record = async (close: () => void) => {
    setShown(true);
    if (chosen.length === 0 || noteProblem || isPending) return;
    setPending(true);
    try {
      await onRecord({ ...saleReturn(), refundTo });
      close();
    } catch {
      // The dialog keeps what was chosen; the refusal's notice is the caller's.
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      title={`Return Items from ${detail.sale.id}`}
      description={`${detail.sale.customer} · what comes back, why, and where the money goes`}
      size="lg"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={(close) => (
        <>
          <Button variant="outline" slot="close">
            Cancel
          </Button>
          {onExchange && !credited && (
            <Button variant="outline" icon={RefreshCw} onPress={() => exchange(close)} isDisabled={isPending}>
              Exchange
            </Button>
          )}
          <Button onPress={() => void record(close)} isPending={isPending}>
            Record Return
          </Button>
        </>
      )}
    >
      <Stack gap="4">
        <Stack gap="3" as="ul" padding="none" aria-label="Lines of the sale">
          {returns.lines.map((line) => {
            const left = line.sold - line.returned;
            const quantity = quantities[line.lineNo] ?? 0;
            return (
              <Stack as="li" gap="2" key={line.lineNo} aria-label={line.name}>
                <Inline justify="space-between" gap="3">
                  <Stack gap="0.5" minWidth="0">
                    <Text weight="medium">{line.name}</Text>
                    <Text size="sm" tone="muted">
                      {line.returned > 0
                        ? `Sold ${line.sold} · returned ${line.returned}`
                        : `Sold ${line.sold}`}
                    </Text>
                  </Stack>
                  {left > 0 ? (
                    <Box maxWidth={{ compact: 'content', medium: 'narrow' }} flexShrink="0">
                      <NumberField
                        aria-label={`Quantity of ${line.name} to return`}
                        size="sm"
                        value={quantity}
                        minValue={0}
                        maxValue={left}
                        step={1}
                        onChange={(value) =>
                          setQuantities((all) => ({
                            ...all,
                            [line.lineNo]: Number.isFinite(value) ? value : 0,
                          }))
                        }
                      />
                    </Box>
                  ) : (
                    <Text size="sm" tone="muted">
                      All returned
                    </Text>
                  )}
                </Inline>
                {quantity > 0 && (
                  <Switch
                    isSelected={!writtenOff[line.lineNo]}
                    onChange={(back) => setWrittenOff((all) => ({ ...all, [line.lineNo]: !back }))}
                    description={
                      writtenOff[line.lineNo]
                        ? 'Written off: it does not go back on sale'
                        : intoBins[line.lineNo]
                          ? `Back on sale in ${intoBins[line.lineNo]?.label}`
                          : `Back on sale${line.soldFromBin ? ` in ${line.soldFromBin}, where it was sold from` : ''}`
                    }
                  >
                    {`${line.name} back to stock`}
                  </Switch>
                )}
                {quantity > 0 && !writtenOff[line.lineNo] && findBins && (
                  <BinPicker
                    label="Back into"
                    aria-label={`Bin ${line.name} goes back into`}
                    placeholder={line.soldFromBin ?? 'Search bins...'}
                    description={
                      line.soldFromBin
                        ? `Leave empty for ${line.soldFromBin}, where it was sold from`
                        : undefined
                    }
                    isRequired={!line.soldFromBin}
                    value={intoBins[line.lineNo] ?? null}
                    onChange={(bin) => setIntoBins((all) => ({ ...all, [line.lineNo]: bin }))}
                    findBins={findBins}
                  />
                )}
              </Stack>
            );
          })}
        </Stack>
        <Divider spacing="2" />
        <Select
          label="Reason"
          items={REASON_OPTIONS}
          selectedKey={reason}
          onSelectionChange={(key) => key != null && setReason(key as ReturnReason)}
        />
        {reason === 'other' && (
          <TextField
            label="Note"
            isRequired
            value={note}
            maxLength={500}
            onChange={setNote}
            isInvalid={shown && noteProblem !== undefined}
            errorMessage={shown ? noteProblem : undefined}
          />
        )}
        <RefundToField destinations={destinations} value={refundTo} onChange={setRefundTo} />
        {credited && (
          <Text size="sm" tone="muted">
            {detail.sale.paymentMethod === 'account'
              ? `A credit note will be issued on ${detail.invoiceNumber ?? 'its invoice'} for the refund: it lowers what ${detail.sale.customer} owes, and what was paid of it becomes their store credit.`
              : `A credit note will be issued on ${detail.invoiceNumber ?? 'its invoice'} for the items coming back.`}
          </Text>
        )}
        <Inline justify="space-between" role="status" aria-label="Refund">
          <Text weight="semibold">Refund</Text>
          <Text weight="bold" size="lg" tabular>
            <Money amount={refund} />
          </Text>
        </Inline>
        {shown && chosen.length === 0 && (
          <Text tone="critical" size="sm">
            Choose how many of an item come back
          </Text>
        )}
      </Stack>
    </Dialog>
  );
}
