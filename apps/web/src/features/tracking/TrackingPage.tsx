// /field-staff/tracking: everyone (or, from the overview, those on an assignment now) on a live deck.gl map with the member list beside it, trail replay below, device tokens for admins.
import { Button, Spinner, Tag } from '@blueprintjs/core';
import { PeopleIcon } from '@blueprintjs/icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MapViewState } from '@deck.gl/core';
import type { StaffPositionView } from '@tourops/contracts';
import { toProblem } from '../../app/problem';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { PageHeader } from '../layout/PageHeader';
import { useIsAdmin } from '../session/permissions';
import { DeviceTokensDialog } from './DeviceTokensDialog';
import { FOCUS_ZOOM, WORLD_VIEW, fitView } from '../../shared/map/mapView';
import { useMapSize } from '../../shared/map/useMapSize';
import { personName } from '../../shared/personName';
import { TrackedMemberList } from './TrackedMemberList';
import { TrackingMap, type ReplayOnMap } from './TrackingMap';
import { TrailReplay } from './TrailReplay';
import { useListStaffPositionsQuery } from './trackingApi';
import './tracking.css';
import { EmptyState } from '../../shared/SubHeading';

export function TrackingPage() {
  const isAdmin = useIsAdmin();
  const { data, error, isLoading, refetch } = useListStaffPositionsQuery();
  const [params, setParams] = useSearchParams();
  const onAssignment = params.get('onAssignment') === 'true';
  const members = (data?.items ?? []).filter((member) => !onAssignment || member.assignment !== null);
  const [viewState, setViewState] = useState<MapViewState>(WORLD_VIEW);
  const fitted = useRef(false);
  const [framed, setFramed] = useState(false);
  const map = useMapSize<HTMLDivElement>();
  const [focusedStaffId, setFocusedStaffId] = useState<string | null>(null);
  const [replayStaffId, setReplayStaffId] = useState<string | null>(null);
  const [replay, setReplay] = useState<ReplayOnMap | null>(null);
  const [tokensOf, setTokensOf] = useState<StaffPositionView | null>(null);

  // The first time positions and the map's size are known, the map frames everyone; afterwards the operator's view is kept.
  useEffect(() => {
    const located = (data?.items ?? []).flatMap((member): [number, number][] => (member.position ? [[member.position.lng, member.position.lat]] : []));
    if (data && !map.size) return;
    if (data && located.length === 0) setFramed(true);
    if (fitted.current || located.length === 0 || !map.size) return;
    fitted.current = true;
    setViewState(fitView(located, map.size));
    setFramed(true);
  }, [data, map.size]);

  const focus = useCallback(
    (staffId: string) => {
      const member = members.find((candidate) => candidate.staffId === staffId);
      setFocusedStaffId(staffId);
      setReplayStaffId(staffId);
      if (member?.position) {
        const { lat, lng } = member.position;
        setViewState((current) => ({ ...current, latitude: lat, longitude: lng, zoom: Math.max(current.zoom, FOCUS_ZOOM) }));
      }
    },
    [members],
  );

  const located = members.filter((member) => member.position !== null).length;

  return (
    <main className="tracking-page" data-testid="tracking-page">
      <PageHeader
        title="Field staff tracking"
        subtitle={data ? `${located} of ${members.length} members have reported a position; the map moves as their devices report.` : undefined}
      />
      <ProblemCallout problem={toProblem(error)} action={<Button text="Try again" onClick={() => void refetch()} />} />
      {isLoading ? (
        <Spinner aria-label="Loading positions" />
      ) : (
        <>
          <div className="tracking-layout">
            <TrackingMap
              mapRef={map.ref}
              size={map.size}
              framed={framed}
              members={members}
              focusedStaffId={focusedStaffId}
              onFocus={focus}
              replay={replay}
              viewState={viewState}
              onViewStateChange={setViewState}
            />
            <aside className="tracking-sidebar">
              {onAssignment && (
                <Tag large minimal intent="primary" onRemove={() => setParams({}, { replace: true })} data-testid="tracking-on-assignment">
                  On an assignment now
                </Tag>
              )}
              {members.length === 0 ? (
                <EmptyState
                  icon={<PeopleIcon size={40} />}
                  title={onAssignment ? "Nobody is on an assignment now" : "No field staff yet"}
                  description="Members registered under Field staff appear here once they exist; their devices report positions with a device token."
                />
              ) : (
                <TrackedMemberList members={members} focusedStaffId={focusedStaffId} onFocus={focus} onManageTokens={isAdmin ? setTokensOf : undefined} />
              )}
            </aside>
          </div>
          <TrailReplay members={members} staffId={replayStaffId} onStaffChange={setReplayStaffId} onReplay={setReplay} />
        </>
      )}
      {tokensOf && <DeviceTokensDialog staffId={tokensOf.staffId} name={personName(tokensOf)} onClose={() => setTokensOf(null)} />}
    </main>
  );
}
