// The notification a link opened (/tools/notifications?open=ntf-…) when the list as filtered does not show it: its level, explanation and history.
import { Card, Spinner } from '@blueprintjs/core';
import { notificationSentence } from '@tourops/domain';
import type { NotificationView } from '@tourops/contracts';
import { toProblem } from '../../app/problem';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { NotificationExplanation } from './NotificationExplanation';
import { useGetNotificationQuery } from './notificationsApi';
import { SeverityTag } from './SeverityTag';
import { SubHeading } from '../../shared/SubHeading';

export function LinkedNotification({ id, listed }: { id: string; listed: readonly NotificationView[] }) {
  const shownInList = listed.some((notification) => notification.id === id);
  const { data, error, isLoading } = useGetNotificationQuery(id, { skip: shownInList });
  if (shownInList) return null;
  if (isLoading) return <Spinner size={20} aria-label="Loading the notification" />;
  if (!data) return <ProblemCallout problem={toProblem(error)} />;
  return (
    <Card className="linked-notification" data-testid="linked-notification" data-id={data.id}>
      <SubHeading look="h4">
        <SeverityTag level={data.level} /> {notificationSentence({ measure: data.measure, value: data.explanation.reading.value, about: data.about })} · {data.status}
      </SubHeading>
      <NotificationExplanation notification={data} />
    </Card>
  );
}
