// Shows whether changes made elsewhere appear here by themselves.
import { Tag } from '@blueprintjs/core';
import { useAppSelector } from '../../app/hooks';

const LABELS = {
  connecting: { text: 'Connecting…', intent: 'none', title: 'Connecting to live updates.' },
  live: { text: 'Live', intent: 'success', title: 'Changes made elsewhere appear here without reloading.' },
  interrupted: { text: 'Offline', intent: 'warning', title: 'Live updates are interrupted; reconnecting. Pages refresh when they reconnect.' },
} as const;

export function LiveStatusTag() {
  const connection = useAppSelector((state) => state.liveUpdates.connection);
  if (connection === 'off') return null;
  const { text, intent, title } = LABELS[connection];
  return (
    <Tag round intent={intent} className="live-status" data-testid="live-status" data-connection={connection} title={title}>
      {text}
    </Tag>
  );
}
