// A page's Share action for one tour: opens the shared link dialog with that tour chosen.
import { Button } from '@blueprintjs/core';
import { ShareIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { CreateSharedLinkDialog, type ShareableTour } from './CreateSharedLinkDialog';

export function ShareTourButton({ tour }: { tour: ShareableTour }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ShareIcon />} text="Share" onClick={() => setOpen(true)} data-testid="share-this-tour" />
      {open && <CreateSharedLinkDialog tour={tour} onClose={() => setOpen(false)} />}
    </>
  );
}
