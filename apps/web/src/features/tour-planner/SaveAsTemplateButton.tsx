// Saves a copy of the tour's plan as a template, to start later tours from.
import { Button } from '@blueprintjs/core';
import { DocumentShareIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router';
import { toProblem } from '../../app/problem';
import { showToast } from '../../shared/toaster';
import { useSaveAsTemplateMutation } from '../tour-constructor/tourCreationApi';
import { usePlanner } from './PlannerContext';

export function SaveAsTemplateButton() {
  const { tour } = usePlanner();
  const navigate = useNavigate();
  const [saveAsTemplate, { isLoading }] = useSaveAsTemplateMutation();
  const save = async () => {
    const result = await saveAsTemplate({ sourceId: tour.id });
    if ('error' in result) {
      const problem = toProblem(result.error);
      showToast({ intent: 'danger', message: `No template was saved: ${problem?.detail || problem?.title}` });
      return;
    }
    showToast({
      intent: 'success',
      message: `“${tour.title}” was saved as a template.`,
      action: { text: 'Open it', onClick: () => navigate(`/tours/edit/${result.data.id}`) },
    });
  };
  return <Button icon={<DocumentShareIcon />} text="Save as template" loading={isLoading} onClick={() => void save()} data-testid="save-as-template" />;
}
