// /tools/shared-links: the organization's links to tours, with their status, views and last view; operators create, copy and revoke them.
import { Button, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { LinkIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import type { CreatedSharedLinkView, SharedLinkStatus, SharedLinkView } from '@tourops/contracts';
import { toProblem } from '../../app/problem';
import { RelativeTime } from '../../shared/RelativeTime';
import { ConfirmButton } from '../../shared/ConfirmButton';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { showToast } from '../../shared/toaster';
import { PageHeader } from '../layout/PageHeader';
import { useCanOperate } from '../session/permissions';
import { CopyLinkButton } from './CopyLinkButton';
import { CreateSharedLinkDialog, SECTION_LABELS, shareUrlOf } from './CreateSharedLinkDialog';
import { useListSharedLinksQuery, useRevokeSharedLinkMutation } from './sharedLinksApi';
import './sharedLinks.css';
import { EmptyState } from '../../shared/SubHeading';

const STATUS_INTENT: Record<SharedLinkStatus, 'success' | 'warning' | 'none'> = { active: 'success', expired: 'warning', revoked: 'none' };
const STATUS_LABELS: Record<SharedLinkStatus, string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };

function LinkRow({ link, url, canOperate }: { link: SharedLinkView; url: string | undefined; canOperate: boolean }) {
  const [revoke] = useRevokeSharedLinkMutation();
  const onRevoke = async () => {
    const result = await revoke(link.id);
    if ('error' in result) showToast({ intent: 'danger', message: toProblem(result.error)?.detail ?? 'The link was not revoked.' });
    else showToast({ intent: 'success', message: 'Link revoked; it now shows a “no longer available” page.' });
  };
  return (
    <tr data-testid="shared-link-row" data-id={link.id} data-status={link.status}>
      <td>{link.tourTitle || 'A removed tour'}</td>
      <td>{link.sections.map((section) => SECTION_LABELS[section]).join(', ')}</td>
      <td>{link.mode === 'pinned' ? 'The plan as it was when shared' : 'Live'}</td>
      <td>
        <RelativeTime instant={link.expiresAt} />
      </td>
      <td>
        <Tag minimal intent={STATUS_INTENT[link.status]} data-testid="shared-link-status">
          {STATUS_LABELS[link.status]}
        </Tag>
      </td>
      <td data-testid="shared-link-views">{link.views}</td>
      <td>{link.lastViewedAt ? <RelativeTime instant={link.lastViewedAt} /> : 'Never'}</td>
      <td className="shared-link-actions">
        {url && link.status === 'active' && <CopyLinkButton url={url} />}
        {canOperate && link.status !== 'revoked' && (
          <ConfirmButton
            text="Revoke"
            minimal
            intent="danger"
            question="Revoke this link? Whoever opens it from now on sees that it is no longer available."
            confirmText="Revoke"
            onConfirm={onRevoke}
            data-testid="revoke-link"
          />
        )}
      </td>
    </tr>
  );
}

export function SharedLinksPage() {
  const canOperate = useCanOperate();
  const { data, error, isLoading, refetch } = useListSharedLinksQuery();
  const [creating, setCreating] = useState(false);
  /** Addresses of the links made in this visit: only their fingerprint is kept, so no other address can be copied again. */
  const [urls, setUrls] = useState<Record<string, string>>({});
  const remember = (link: CreatedSharedLinkView) => setUrls((current) => ({ ...current, [link.id]: shareUrlOf(link.path) }));
  const items = data?.items ?? [];

  return (
    <main className="shared-links-page" data-testid="shared-links-page">
      <PageHeader
        title="Shared links"
        subtitle="Read-only links that show a tour’s itinerary to travelers and partners without signing in; every opening is recorded with the version it showed."
        actions={canOperate && <Button intent="primary" icon={<LinkIcon />} text="Share a tour" onClick={() => setCreating(true)} data-testid="share-tour-open" />}
      />
      <ProblemCallout problem={toProblem(error)} action={<Button text="Try again" onClick={() => void refetch()} />} />
      {isLoading ? (
        <Spinner />
      ) : items.length === 0 ? (
        <EmptyState icon={<LinkIcon />} title="No shared links" description="Share a tour to give travelers or partners its itinerary on their phone, printable and as a PDF." />
      ) : (
        <HTMLTable className="shared-links-table" striped data-testid="shared-link-list">
          <thead>
            <tr>
              <th>Tour</th>
              <th>Shows</th>
              <th>Version</th>
              <th>Expires</th>
              <th>Status</th>
              <th>Views</th>
              <th>Last view</th>
              <th scope="col"><span className="visually-hidden">Actions</span></th>
            </tr>
          </thead>
          <tbody>
            {items.map((link) => (
              <LinkRow key={link.id} link={link} url={urls[link.id]} canOperate={canOperate} />
            ))}
          </tbody>
        </HTMLTable>
      )}
      {creating && <CreateSharedLinkDialog onClose={() => setCreating(false)} onCreated={remember} />}
    </main>
  );
}
