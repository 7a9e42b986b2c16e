// Entry point of the public itinerary (share.html, /share/{token}): React and the itinerary only, no Blueprint, store or router.
import './share.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SharedItineraryPage } from './features/shared-itinerary/SharedItineraryPage';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SharedItineraryPage />
  </StrictMode>,
);
