// HTTP routes of the AI assistant: whether it is set up, and drafting as a text/event-stream.
import { Body, Controller, Get, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { draftRequestBody, type DraftEvent } from '@tourops/contracts';
import { CurrentCaller, Operators, type Caller } from '../identity/auth.guard';
import { validBody } from '../http/zod-validation.pipe';
import { AssistantDrafts } from './assistant-drafts';
import { EventStreamReply } from './event-stream-reply';

@Controller('api/assistant')
export class AssistantController {
  constructor(private readonly drafts: AssistantDrafts) {}

  /** Every role may ask, so the web can say why the draft buttons are off. */
  @Get()
  status(@CurrentCaller() caller: Caller) {
    return this.drafts.status(caller.orgId);
  }

  /**
   * Problems with the request (401, 403, 400, 404) are answered as problem+json before anything is streamed;
   * then 200 text/event-stream: {message} events, and last a {result} or an {error} (an assistant that is not set
   * up is an error event, functions/failed-precondition). A client that disconnects aborts the model's call.
   */
  @Post('drafts')
  @Operators()
  async draft(@CurrentCaller() caller: Caller, @Body(validBody(draftRequestBody)) body: z.output<typeof draftRequestBody>, @Res() reply: FastifyReply): Promise<void> {
    const draft = await this.drafts.prepare(caller, body);
    const stream = EventStreamReply.open<DraftEvent>(reply);
    try {
      for await (const event of this.drafts.events(draft, stream.clientGone)) stream.send(event);
    } finally {
      stream.end();
    }
  }
}
