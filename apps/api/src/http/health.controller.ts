// GET /api/health: the api process is up and (in-process) its read models have caught up.
import { Controller, Get } from '@nestjs/common';
import { Public } from '../identity/auth.guard';

@Controller('api/health')
export class HealthController {
  @Get()
  @Public()
  health() {
    return { status: 'ok' };
  }
}
