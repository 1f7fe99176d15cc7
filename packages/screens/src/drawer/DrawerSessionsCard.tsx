import { type DrawerSessionSummary, signedMoney, slipTime } from '@warehouse/domain/pos';
import { Badge, Button, Card, CardContent, CardHeader, FileText, List, Stack } from '@warehouse/ui';
import { useMoney } from '../shared/money';

export interface DrawerSessionsCardProps {
  sessions: readonly DrawerSessionSummary[];
  /** The business's time zone: each session's times are read in it. */
  timezone: string;
  onView: (id: string) => void;
  /** Reads the next page, when there is one ("Show more"). */
  onLoadMore?: () => void;
}

/** Owners' and managers' list of drawer sessions, newest first; each opens its Z report. */
export function DrawerSessionsCard({ sessions, timezone, onView, onLoadMore }: DrawerSessionsCardProps) {
  const { currency, format: formatMoney } = useMoney();
  return (
    <Card>
      <CardHeader level={2} title="Drawer Sessions" description="Every till's sessions, newest first." />
      <CardContent>
        <Stack gap="2">
          <List
            aria-label="Drawer sessions"
            items={[...sessions]}
            getKey={(session) => session.id}
            emptyState="No drawer sessions yet."
            renderItem={(session) => {
              const opened = slipTime(session.openedAt, timezone);
              return {
                title: `${session.openedBy.name} · ${opened}`,
                description:
                  session.counted !== undefined && session.variance !== undefined
                    ? `Float ${formatMoney(session.float)} · Expected ${formatMoney(session.expected)} · Counted ${formatMoney(session.counted)} · Variance ${signedMoney(session.variance, currency)}`
                    : `Float ${formatMoney(session.float)} · Expected ${formatMoney(session.expected)}`,
                icon: FileText,
                trailing: (
                  <>
                    {session.closedAt ? (
                      <Badge tone={session.variance === 0 ? 'positive' : 'caution'}>Closed</Badge>
                    ) : (
                      <Badge tone="info">Open</Badge>
                    )}
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`View the report of ${session.openedBy.name}'s session of ${opened}`}
                      onPress={() => onView(session.id)}
                    >
                      View Report
                    </Button>
                  </>
                ),
              };
            }}
          />
          {onLoadMore && (
            <Button variant="outline" onPress={onLoadMore}>
              Show more
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
