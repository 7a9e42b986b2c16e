// The tour editor's behaviour (autosave, auto-fill) and the saved status filters; each change saved after 500 ms.
import { Card } from '@blueprintjs/core';
import type { EditorSettings } from '@tourops/domain';
import { useAppDispatch } from '../../app/hooks';
import { saveSettings } from '../settings/saveSettings';
import { inLifecycleOrder } from '../tours/tourStatus';
import { OnOffField } from './OnOffField';
import { StatusToggles } from '../tours/StatusToggles';

export function EditorSettingsCard({ editor, canChange }: { editor: EditorSettings; canChange: boolean }) {
  const dispatch = useAppDispatch();
  const save = (next: EditorSettings) => dispatch(saveSettings('editor', next));
  // SPEC.md §5: a stored filter that is not a list is no filter.
  const listFilter = Array.isArray(editor.tourList.tourStatusFilter) ? inLifecycleOrder(editor.tourList.tourStatusFilter) : [];
  const mapFilter = Array.isArray(editor.dashboardMap.dashboardMapFilter.tourStatusFilter) ? inLifecycleOrder(editor.dashboardMap.dashboardMapFilter.tourStatusFilter) : [];

  return (
    <Card className="settings-card" data-testid="editor-settings">
      <h2 className="settings-card-title">Tour editor</h2>
      <div className="form-grid">
        <OnOffField
          label="Autosave"
          value={editor.tourEditor.autosave}
          onChange={(autosave) => save({ ...editor, tourEditor: { ...editor.tourEditor, autosave } })}
          helperText="On: changes to a tour are saved as they are made. Off: the editor collects them until Save, and asks before leaving with unsaved changes."
          testId="settings-autosave"
          disabled={!canChange}
        />
        <OnOffField
          label="Auto-fill segment times"
          value={editor.tourEditor.autoFillSegment}
          onChange={(autoFillSegment) => save({ ...editor, tourEditor: { ...editor.tourEditor, autoFillSegment } })}
          helperText="On: after a reorder or move, a day’s times follow from its first segment (start + duration + break), and a new segment starts at the next available time."
          testId="settings-auto-fill"
          disabled={!canChange}
        />
      </div>
      <StatusToggles
        label="Tour list status filter"
        statuses={listFilter}
        onChange={(tourStatusFilter) => save({ ...editor, tourList: { tourStatusFilter } })}
        helperText="The statuses /tours/all shows when it opens; none pressed shows every status."
        testId="settings-list-filter"
        disabled={!canChange}
      />
      <StatusToggles
        label="Map dashboard status filter"
        statuses={mapFilter}
        onChange={(tourStatusFilter) => save({ ...editor, dashboardMap: { dashboardMapFilter: { tourStatusFilter } } })}
        helperText="The statuses of the tours the map dashboard shows."
        testId="settings-map-filter"
        disabled={!canChange}
      />
    </Card>
  );
}
