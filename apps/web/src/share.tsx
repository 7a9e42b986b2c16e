// Entry point of the public itinerary (share.html, /share/{token}): React, the skip link and the itinerary only, no Blueprint, store or router.
import './share.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SharedItineraryPage } from './features/shared-itinerary/SharedItineraryPage';
import { SkipLink } from './shared/SkipLink';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SkipLink />
    <SharedItineraryPage />
  </StrictMode>,
);
