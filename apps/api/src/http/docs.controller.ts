// Serves the OpenAPI document under /api/docs.
import { Controller, Get } from '@nestjs/common';
import { Public } from '../identity/auth.guard';
import { buildOpenApiDocument } from './openapi';

@Controller('api/docs')
export class DocsController {
  private readonly document = buildOpenApiDocument();

  @Get()
  @Public()
  openApi() {
    return this.document;
  }
}
