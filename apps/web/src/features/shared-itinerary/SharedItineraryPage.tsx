// /share/{token}: the public itinerary, outside the dashboard and without sign-in; readable on a phone, printable, downloadable as PDF; clear pages for links gone or unknown.
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { DocumentIcon, DisableIcon, DownloadIcon, PrintIcon, TimeIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { Problem } from '@tourops/contracts';
import { toProblem } from '../../app/problem';
import { saveFile } from '../../shared/downloadFile';
import { usePageTitle } from '../layout/usePageTitle';
import { useGetSharedItineraryQuery } from '../shared-links/sharedLinksApi';
import { ItineraryView } from './ItineraryView';
import './sharedItinerary.css';

const fileNameOf = (title: string) => `${title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'itinerary'}.pdf`;

function unavailableTitle(problem: Problem): string {
  if (problem.status === 404) return 'Itinerary not found';
  if (problem.status === 410) return problem.reason === 'expired' ? 'This link has expired' : 'This link is no longer available';
  return problem.status === 429 ? 'Too many visits at once' : 'The itinerary could not be loaded';
}

function Unavailable({ problem }: { problem: Problem }) {
  const gone = problem.status === 410;
  const expired = gone && problem.reason === 'expired';
  return (
    <div className="shared-unavailable" data-testid="shared-unavailable" data-status={problem.status} data-reason={problem.reason ?? ''}>
      <NonIdealState
        icon={expired ? <TimeIcon size={48} /> : gone ? <DisableIcon size={48} /> : <DocumentIcon size={48} />}
        title={unavailableTitle(problem)}
        description={problem.detail}
      />
    </div>
  );
}

export function SharedItineraryPage() {
  const { id: token = '' } = useParams();
  const { data, error, isLoading } = useGetSharedItineraryQuery(token, { refetchOnFocus: false, refetchOnReconnect: false });
  const [building, setBuilding] = useState(false);
  const problem = toProblem(error);
  usePageTitle(data?.tour.title ?? (problem ? unavailableTitle(problem) : 'Itinerary'));

  const download = async () => {
    if (!data) return;
    setBuilding(true);
    try {
      const { itineraryPdf } = await import('./ItineraryPdf');
      saveFile(await itineraryPdf(data), fileNameOf(data.tour.title));
    } finally {
      setBuilding(false);
    }
  };

  return (
    <main className="shared-page" data-testid="shared-page">
      {isLoading ? (
        <Spinner className="shared-loading" />
      ) : problem || !data ? (
        <Unavailable problem={problem ?? { type: 'about:blank', title: 'Not found', status: 404, detail: '' }} />
      ) : (
        <>
          <div className="shared-toolbar">
            <Button icon={<PrintIcon />} text="Print" onClick={() => window.print()} data-testid="print-itinerary" />
            <Button icon={<DownloadIcon />} intent="primary" text="Download PDF" loading={building} onClick={() => void download()} data-testid="download-pdf" />
          </div>
          <ItineraryView itinerary={data} />
        </>
      )}
    </main>
  );
}
