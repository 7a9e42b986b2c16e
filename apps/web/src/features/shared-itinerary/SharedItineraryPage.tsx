// /share/{token}: the public itinerary, outside the dashboard and without sign-in; readable on a phone, printable, downloadable as PDF; clear pages for links gone or unknown.
import { DocumentIcon, DisableIcon, DownloadIcon, PrintIcon, TimeIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import type { Problem } from '@tourops/contracts';
import { saveFile } from '../../shared/downloadFile';
import { usePageTitle } from '../layout/usePageTitle';
import { ItineraryView } from './ItineraryView';
import { useSharedItinerary } from './useSharedItinerary';
import './sharedItinerary.css';

const fileNameOf = (title: string) => `${title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'itinerary'}.pdf`;

/** The token in /share/{token}. */
const tokenOf = (pathname: string) => decodeURIComponent(pathname.split('/')[2] ?? '');

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
      <div className="shared-unavailable-icon">{expired ? <TimeIcon size={48} /> : gone ? <DisableIcon size={48} /> : <DocumentIcon size={48} />}</div>
      <h2 className="shared-unavailable-title">{unavailableTitle(problem)}</h2>
      {problem.detail && <p className="shared-unavailable-detail">{problem.detail}</p>}
    </div>
  );
}

export function SharedItineraryPage() {
  const { itinerary, problem, isLoading } = useSharedItinerary(tokenOf(window.location.pathname));
  const [building, setBuilding] = useState(false);
  usePageTitle(itinerary?.tour.title ?? (problem ? unavailableTitle(problem) : 'Itinerary'));

  const download = async () => {
    if (!itinerary) return;
    setBuilding(true);
    try {
      const { itineraryPdf } = await import('./ItineraryPdf');
      saveFile(await itineraryPdf(itinerary), fileNameOf(itinerary.tour.title));
    } finally {
      setBuilding(false);
    }
  };

  return (
    <main className="shared-page" data-testid="shared-page">
      {isLoading ? (
        <div className="shared-loading" role="progressbar" aria-label="Loading the itinerary" />
      ) : problem || !itinerary ? (
        <Unavailable problem={problem ?? { type: 'about:blank', title: 'Not found', status: 404, detail: '' }} />
      ) : (
        <>
          <div className="shared-toolbar">
            <button type="button" className="shared-button" onClick={() => window.print()} data-testid="print-itinerary">
              <PrintIcon />
              Print
            </button>
            <button type="button" className="shared-button shared-button-primary" disabled={building} aria-busy={building} onClick={() => void download()} data-testid="download-pdf">
              <DownloadIcon />
              {building ? 'Preparing the PDF…' : 'Download PDF'}
            </button>
          </div>
          <ItineraryView itinerary={itinerary} />
        </>
      )}
    </main>
  );
}
