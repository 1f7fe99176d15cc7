import {
  type CashCount,
  type CashCountForm,
  cashCountOfForm,
  checkCashCount,
  type DrawerCashInput,
  type DrawerCashKind,
  type DrawerSession,
  type DrawerSessionSummary,
  EMPTY_CASH_COUNT_FORM,
  slipTime,
} from '@warehouse/domain/pos';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  Form,
  Grid,
  Inline,
  List,
  Lock,
  Minus,
  PageHeader,
  Plus,
  Skeleton,
  Stack,
  Text,
  useFormSubmit,
  Wallet,
} from '@warehouse/ui';
import { useState } from 'react';
import { Fact } from '../shared/Fact';
import { Money, useMoney } from '../shared/money';
import { submitChecked } from '../shared/submit';
import { CashCountFields } from './CashCountFields';
import { CloseDrawerDialog } from './CloseDrawerDialog';
import { DrawerCashDialog } from './DrawerCashDialog';
import { DrawerSessionsCard } from './DrawerSessionsCard';
import { ZReportDialog } from './ZReportDialog';

export interface DrawerScreenProps {
  /** The seller's open session with its running figures; null when none is open; undefined while loading. */
  drawer: DrawerSession | null | undefined;
  /** The business's time zone, for the times shown. */
  timezone: string;
  /** Opens the drawer with the float counted. May return a promise. */
  onOpen: (float: CashCount) => unknown;
  /** Paid in or paid out, with the reason. May return a promise. */
  onCash: (input: DrawerCashInput) => unknown;
  /** Closes the drawer with the cash counted: the closed session, whose Z report is then shown. */
  onCloseDrawer: (counted: CashCount) => Promise<DrawerSession>;
  /** Owners and managers: every till's sessions, a page at a time ("Show more" reads the next). */
  sessions?: { items: readonly DrawerSessionSummary[]; onLoadMore?: () => void };
  /** Reads a listed session, whose Z report is then shown. */
  onViewSession?: (id: string) => Promise<DrawerSession>;
}

/**
 * The cash drawer of the signed-in seller: opened with a counted float; while open, its running
 * figures, Paid In and Paid Out, and Close Drawer with the cash counted, which shows the Z report.
 * Owners and managers also see every session, each opening its report.
 */
export function DrawerScreen({
  drawer,
  timezone,
  onOpen,
  onCash,
  onCloseDrawer,
  sessions,
  onViewSession,
}: DrawerScreenProps) {
  const [dialog, setDialog] = useState<DrawerCashKind | 'close' | null>(null);
  const [report, setReport] = useState<DrawerSession | null>(null);
  const closeDrawer = async (counted: CashCount) => setReport(await onCloseDrawer(counted));
  return (
    <Stack gap="6">
      <PageHeader
        title="Cash Drawer"
        description="Your till's cash: the float, what comes in and out, and the count."
      />
      {drawer === undefined ? (
        <Skeleton shape="block" size="lg" />
      ) : drawer === null ? (
        <OpenDrawerCard onOpen={onOpen} />
      ) : (
        <OpenSessionCard
          session={drawer}
          timezone={timezone}
          onPaidIn={() => setDialog('in')}
          onPaidOut={() => setDialog('out')}
          onClose={() => setDialog('close')}
        />
      )}
      {sessions && onViewSession && (
        <DrawerSessionsCard
          sessions={sessions.items}
          timezone={timezone}
          {...(sessions.onLoadMore ? { onLoadMore: sessions.onLoadMore } : {})}
          onView={async (id) => setReport(await onViewSession(id))}
        />
      )}
      {drawer && (dialog === 'in' || dialog === 'out') && (
        <DrawerCashDialog
          kind={dialog}
          holds={drawer.expected}
          onRecord={onCash}
          onClose={() => setDialog(null)}
        />
      )}
      {drawer && dialog === 'close' && (
        <CloseDrawerDialog session={drawer} onCloseDrawer={closeDrawer} onClose={() => setDialog(null)} />
      )}
      {report && <ZReportDialog session={report} onClose={() => setReport(null)} />}
    </Stack>
  );
}

/** No drawer open: the float counted, then "Open Drawer". */
function OpenDrawerCard({ onOpen }: { onOpen: (float: CashCount) => unknown }) {
  const [form, setForm] = useState<CashCountForm>(EMPTY_CASH_COUNT_FORM);
  const { formProps, isPending } = useFormSubmit(() => {
    const float = cashCountOfForm(form);
    const checked = checkCashCount(float);
    return submitChecked(checked.ok ? { ok: true, value: float } : checked, onOpen);
  });
  return (
    <Card>
      <CardHeader
        level={2}
        title="No Drawer Open"
        description="Count the float, the cash the drawer starts with, to open it. Cash sales need an open drawer."
      />
      <CardContent>
        <Form {...formProps} gap="4" aria-label="Open the cash drawer">
          <CashCountFields label="Float" form={form} onChange={setForm} />
          <Inline justify="flex-end">
            <Button type="submit" icon={Wallet} isPending={isPending}>
              Open Drawer
            </Button>
          </Inline>
        </Form>
      </CardContent>
    </Card>
  );
}

/** The open session: its running figures, its paid-in and paid-out, and its actions. */
function OpenSessionCard({
  session,
  timezone,
  onPaidIn,
  onPaidOut,
  onClose,
}: {
  session: DrawerSession;
  timezone: string;
  onPaidIn: () => void;
  onPaidOut: () => void;
  onClose: () => void;
}) {
  const { format: formatMoney } = useMoney();
  return (
    <Card>
      <CardHeader
        level={2}
        title="Drawer Open"
        description={`Opened ${slipTime(session.openedAt, timezone)} by ${session.openedBy.name}`}
        actions={
          <Inline gap="2">
            <Button variant="outline" icon={Plus} onPress={onPaidIn}>
              Paid In
            </Button>
            <Button variant="outline" icon={Minus} onPress={onPaidOut}>
              Paid Out
            </Button>
            <Button icon={Lock} onPress={onClose}>
              Close Drawer
            </Button>
          </Inline>
        }
      />
      <CardContent>
        <Stack gap="4">
          <Grid minItemWidth="xs" gap="4">
            <Fact label="Float">{formatMoney(session.float)}</Fact>
            <Fact label="Cash Sales">{formatMoney(session.sales.byTender.cash)}</Fact>
            <Fact label="Paid In">{formatMoney(session.paidIn)}</Fact>
            <Fact label="Paid Out">{formatMoney(session.paidOut)}</Fact>
            <Fact label="Expected in Drawer">
              <Text weight="semibold" size="lg">
                <Money amount={session.expected} />
              </Text>
            </Fact>
          </Grid>
          <Text tone="muted">{`${session.sales.count} ${session.sales.count === 1 ? 'sale' : 'sales'} in this session`}</Text>
          {session.moves.length > 0 && (
            <List
              aria-label="Paid in and out"
              items={session.moves.map((move, index) => ({ ...move, key: String(index) }))}
              getKey={(move) => move.key}
              renderItem={(move) => ({
                title: `${move.kind === 'in' ? 'Paid In' : 'Paid Out'} ${formatMoney(move.amount)}`,
                description: `${move.reason} · ${slipTime(move.at, timezone)}`,
                icon: move.kind === 'in' ? Plus : Minus,
              })}
            />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
