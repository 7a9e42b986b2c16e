// The editor opened for a notification (?cause=ntf-…): says so, and the saves made here answer it (X-Caused-By); "Stop" edits plainly again.
import { Button, Callout } from '@blueprintjs/core';
import { NOTIFICATION_ID_PATTERN } from '@tourops/contracts';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { causeChosen } from './plannerSlice';

export function AnsweringNotification({ tourId }: { tourId: string }) {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const asked = params.get('cause');
  const cause = asked && NOTIFICATION_ID_PATTERN.test(asked) ? asked : null;
  useEffect(() => {
    dispatch(causeChosen({ tourId, cause }));
    return () => void dispatch(causeChosen({ tourId, cause: null }));
  }, [dispatch, tourId, cause]);
  if (!cause) return null;
  const stop = () =>
    setParams(
      (current) => {
        current.delete('cause');
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <Callout intent="primary" className="page-callout" title="Answering a notification" data-testid="answering-notification">
      <p>
        Changes saved here are recorded as the answer to <Link to={`/tools/notifications?open=${cause}`}>the notification</Link>: its history and the tour’s link them.
      </p>
      <Button text="Edit without it" variant="outlined" size="small" onClick={stop} />
    </Callout>
  );
}
