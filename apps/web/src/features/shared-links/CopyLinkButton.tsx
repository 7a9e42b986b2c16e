// Copies a shared link's address to the clipboard, and says so.
import { Button } from '@blueprintjs/core';
import { ClipboardIcon } from '@blueprintjs/icons';
import { showToast } from '../../shared/toaster';

export function CopyLinkButton({ url, small = false }: { url: string; small?: boolean }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ intent: 'success', message: 'Link copied.' });
    } catch {
      showToast({ intent: 'warning', message: 'The browser did not allow copying; select the address and copy it.' });
    }
  };
  return <Button icon={<ClipboardIcon />} variant="minimal" size={small ? 'small' : 'medium'} text="Copy link" onClick={() => void copy()} data-testid="copy-link" />;
}
