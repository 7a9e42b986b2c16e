// The AI assistant slice: drafts texts with an OpenAI-compatible chat-completions API (AI_BASE_URL) when one is set up.
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@tourops/runtime';
import { SettingsModule } from '../settings/settings.module';
import { AssistantController } from './assistant.controller';
import { AssistantDrafts } from './assistant-drafts';
import { ChatCompletions, NotConfiguredChatCompletions } from './chat-completions';
import { OpenAiChatCompletions } from './openai-chat-completions';

@Module({
  imports: [SettingsModule],
  controllers: [AssistantController],
  providers: [
    {
      provide: ChatCompletions,
      inject: [APP_CONFIG],
      useFactory: ({ ai }: AppConfig): ChatCompletions =>
        ai.baseUrl ? new OpenAiChatCompletions({ baseUrl: ai.baseUrl, apiKey: ai.apiKey, timeoutMs: ai.timeoutMs }) : new NotConfiguredChatCompletions(),
    },
    AssistantDrafts,
  ],
})
export class AssistantModule {}
