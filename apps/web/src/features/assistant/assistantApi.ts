// GET /api/assistant: whether the AI assistant is set up on the server, and the model of the ai settings.
import type { AssistantView } from '@tourops/contracts';
import { api } from '../../app/api';

export const assistantApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAssistant: build.query<AssistantView, void>({
      query: () => 'assistant',
      // The model comes from the ai settings: refetched when they change.
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetAssistantQuery } = assistantApi;
